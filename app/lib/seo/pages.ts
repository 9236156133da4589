import { RENTAL_PRODUCT as R } from "~/config/business";
import { defineMessages } from "~/lib/i18n/messages";
import { formatPrice } from "~/lib/prices/format";

/** Amounts as every price is written, "{price} PLN" (issue 34, item 19; issue 45, item 4). */
const en = (amount: number) => formatPrice(amount, "en");
const pl = (amount: number) => formatPrice(amount, "pl");

/**
 * A page's head copy. A fact is a `{placeholder}` the catalogue fills (app/lib/seo/page-facts.ts,
 * decision 410); a description that names the start point in a case form ("start przy kładce
 * pieszo-rowerowej") has `descriptionMoved`, saying "Start: {startPoint}", for when the operator
 * moves the start point away from the seed's.
 */
type PageCopy = { title: string; description: string; descriptionMoved?: string; heading: string };

/**
 * Title, meta description and main heading of every public page, in both languages. Each
 * title and description is unique (checked by the SEO tests).
 */
export const pageMessages = defineMessages(
  {
    home: {
      title: "Rejsy motorówką RIB po Wiśle w Warszawie i na Zegrzu | RIB Warsaw",
      description:
        "Szybkie rejsy motorówką RIB po Wiśle w Warszawie i na Zalewie Zegrzyńskim. {sharedMinutes}-minutowy rejs biletowany, rejsy prywatne, wieczory panieńskie i eventy firmowe.",
      heading: "Rejsy motorówką RIB po Wiśle",
    },
    warszawa: {
      title: "Rejsy po Wiśle w Warszawie – motorówka RIB | RIB Warsaw",
      description:
        "Rejsy po Wiśle w Warszawie: {sharedMinutes}-minutowy rejs biletowany do 80 km/h i prywatne rejsy {privateMinutes} minut dla {maxPeople}. Sprawdź ceny i zarezerwuj online.",
      heading: "Rejsy po Wiśle w Warszawie",
    },
    cruise20: {
      title: "Rejs {minutes} min „Szaleństwo” – bilet na motorówkę RIB | RIB Warsaw",
      description:
        "{minutes}-minutowy rejs motorówką RIB po Wiśle z prędkością do 80 km/h. Bilety na pojedyncze miejsca, start przy kładce pieszo-rowerowej, widok na Stare Miasto.",
      descriptionMoved:
        "{minutes}-minutowy rejs motorówką RIB po Wiśle z prędkością do 80 km/h. Bilety na pojedyncze miejsca, widok na Stare Miasto. Start: {startPoint}.",
      heading: "Szaleństwo – rejs {minutes} minut",
    },
    cruise30: {
      title: "Prywatny rejs {minutes} min „Gruba Kaśka” po Wiśle | RIB Warsaw",
      description:
        "Prywatny {minutes}-minutowy rejs RIB dla {maxPeople}: most Poniatowskiego, Gruba Kaśka, panorama Warszawy i Stare Miasto. Zapytaj o termin telefonicznie.",
      heading: "Gruba Kaśka – prywatny rejs {minutes} minut",
    },
    cruise60: {
      title: "Prywatny rejs {minutes} min „Rwąca rzeka” po Wiśle | RIB Warsaw",
      description:
        "Prywatny {minutes}-minutowy rejs RIB: most Siekierkowski, panorama miasta, Stare Miasto i bystrza przy Spójni. Cała łódź dla {maxPeople}.",
      heading: "Rwąca rzeka – prywatny rejs {minutes} minut",
    },
    cruise90: {
      title: "Prywatny rejs {minutes} min „Maksimum” po Wiśle | RIB Warsaw",
      description:
        "Najdłuższy prywatny rejs RIB po Wiśle: Zawady, plaża w Wilanowie, powalone drzewa, panorama i Stare Miasto. Cała łódź dla {maxPeople}.",
      heading: "Maksimum – prywatny rejs {minutes} minut",
    },
    zegrzeCruise30: {
      title: "Prywatny rejs {minutes} min „Adrenalina” po Zalewie Zegrzyńskim | RIB Warsaw",
      description:
        "{minutes} min szybkiej jazdy motorówką RIB po Zalewie Zegrzyńskim: ślizg, ostre zakręty i fale od żaglówek. Cała łódź dla {maxPeople}.",
      // No start point named in Polish: the same words wherever it is.
      descriptionMoved:
        "{minutes} min szybkiej jazdy motorówką RIB po Zalewie Zegrzyńskim: ślizg, ostre zakręty i fale od żaglówek. Cała łódź dla {maxPeople}.",
      heading: "Zegrze {minutes} min – Adrenalina",
    },
    zegrzeCruise60: {
      title: "Prywatny rejs {minutes} min „Prawdziwa wyprawa” na Zegrzu | RIB Warsaw",
      description:
        "{minutes} min motorówką RIB po Zalewie Zegrzyńskim: szybkie odcinki, spokojne zatoki i Serock od strony wody. Cała łódź dla {maxPeople}.",
      heading: "Zegrze {minutes} min – Prawdziwa wyprawa",
    },
    zegrze: {
      title: "Rejsy motorówką po Zalewie Zegrzyńskim | RIB Warsaw",
      description:
        "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: {privateMinutes} minut dla {maxPeople}, start z portu żeglarskiego, 50 minut od Warszawy.",
      descriptionMoved:
        "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim: {privateMinutes} minut dla {maxPeople}, 50 minut od Warszawy. Start: {startPoint}.",
      heading: "Rejsy po Zalewie Zegrzyńskim",
    },
    gdansk: {
      title: "Rejsy motorówką RIB w Gdańsku – wkrótce | RIB Warsaw",
      description:
        "Wkrótce rejsy RIB w Gdańsku – po morzu, po Motławie i na Hel. Start: {startPoint}. Zostaw kontakt, a damy znać o starcie sezonu.",
      heading: "Rejsy w Gdańsku – wkrótce",
    },
    attractions: {
      title: "Atrakcje w Warszawie: gokarty, F1, skoki i szybowce | RIB Warsaw",
      description:
        "Najlepsze atrakcje w Warszawie dla szukających adrenaliny: rejs RIB po Wiśle, gokarty halowe, symulator F1, skoki spadochronowe i loty szybowcem.",
      heading: "Atrakcje w Warszawie",
    },
    rental: {
      title: `Motorówka bez patentu na Zegrzu – od ${pl(R.hourly)}/h | Łódki Zegrze`,
      description: `Wynajem motorówki bez patentu na Zalewie Zegrzyńskim: ${pl(R.hourly)} za godzinę lub ${pl(R.daily)} za dzień, paliwo i kamizelki w cenie, do ${R.maxPeople} osób, 50 minut od Warszawy.`,
      heading: "Motorówka bez patentu na Zegrzu",
    },
    events: {
      title: "Rejsy na wieczór panieński, kawalerski i event firmowy | RIB Warsaw",
      description:
        "Zorganizuj event na wodzie: wieczór panieński, kawalerski, integrację firmową lub zaręczyny na motorówce RIB w Warszawie.",
      heading: "Eventy nad Wisłą",
    },
    bachelorette: {
      title: "Wieczór panieński na motorówce po Wiśle | RIB Warsaw",
      description:
        "Wieczór panieński z adrenaliną: prywatny rejs motorówką RIB po Wiśle w Warszawie dla całej ekipy. Zapytaj o termin – resztę przygotujemy my.",
      heading: "Wieczór panieński na Wiśle",
    },
    bachelor: {
      title: "Wieczór kawalerski na motorówce po Wiśle | RIB Warsaw",
      description:
        "Wieczór kawalerski na pełnej prędkości: prywatny rejs RIB po Wiśle do 80 km/h dla Ciebie i Twoich przyjaciół. Napisz, a ustalimy szczegóły.",
      heading: "Wieczór kawalerski na Wiśle",
    },
    corporate: {
      title: "Rejsy firmowe i integracje na motorówkach RIB | RIB Warsaw",
      description:
        "Rejsy firmowe, team building i integracje w Warszawie i na Zegrzu, w Giżycku na zapytanie. Faktura VAT, program szyty na miarę.",
      heading: "Rejsy firmowe i team building",
    },
    promotions: {
      title: "Rejsy specjalne – wydarzenia na wodzie i newsletter | RIB Warsaw",
      description:
        "Rejsy na 11 listopada, w Godzinę W, mikołajkowe, na Dzień Dziecka i fotograficzne. Zapisz się do newslettera i dowiaduj się o wydarzeniach 2 tygodnie wcześniej.",
      heading: "Rejsy specjalne",
    },
    linkHub: {
      title: "RIB Warsaw – linki, opinie i kontakt",
      description:
        "Wszystkie nasze linki w jednym miejscu: media społecznościowe, opinie, kontakt i wizytówka do pobrania.",
      heading: "RIB Warsaw",
    },
    terms: {
      title: "Regulamin rejsów i rezerwacji | RIB Warsaw",
      description:
        "Regulamin świadczenia usług rejsów motorówką RIB: rezerwacje, płatności, odwołania, bezpieczeństwo i reklamacje.",
      heading: "Regulamin",
    },
    privacy: {
      title: "Polityka prywatności | RIB Warsaw",
      description:
        "Jak przetwarzamy dane osobowe klientów i subskrybentów newslettera zgodnie z RODO: administrator, cele, podstawy prawne i Twoje prawa.",
      heading: "Polityka prywatności",
    },
    contact: {
      title: "Kontakt – rezerwacje rejsów RIB | RIB Warsaw",
      description:
        "Skontaktuj się z nami telefonicznie, przez WhatsApp lub e-mail. Miejsca startu w Warszawie, na Zegrzu i w Gdańsku oraz najczęstsze pytania.",
      heading: "Kontakt",
    },
    giftVouchers: {
      title: "Bon podarunkowy na rejs motorówką RIB – kup online | RIB Warsaw",
      description:
        "Podaruj rejs motorówką RIB po Wiśle lub Zalewie Zegrzyńskim: bon na kwotę lub rejs, płatność BLIK-iem, Przelewy24 lub kartą, PDF z kodem QR od razu na e-mail.",
      heading: "Bony podarunkowe",
    },
    giftVoucherThanks: {
      title: "Dziękujemy za zakup bonu | RIB Warsaw",
      description: "Bon podarunkowy przyjdzie e-mailem zaraz po potwierdzeniu płatności.",
      heading: "Dziękujemy! Bon jest w drodze",
    },
    giftVoucherCheck: {
      title: "Sprawdź bon podarunkowy – saldo i ważność | RIB Warsaw",
      description: "Sprawdź saldo i termin ważności bonu podarunkowego RIB Warsaw po jego kodzie.",
      heading: "Sprawdź bon",
    },
    unsubscribed: {
      title: "Wypisano z newslettera | RIB Warsaw",
      description: "Twój adres e-mail został wypisany z newslettera RIB Warsaw.",
      heading: "Wypisano z newslettera",
    },
    notFound: {
      title: "404 – Strona nie znaleziona | RIB Warsaw",
      description: "Nie znaleźliśmy tej strony. Sprawdź nasze rejsy po Wiśle i na Zegrzu.",
      heading: "Strona nie znaleziona",
    },
  } satisfies Record<string, PageCopy>,
  {
    home: {
      title: "RIB speedboat cruises in Warsaw and on Zegrze Lake | RIB Warsaw",
      description:
        "Fast RIB speedboat cruises on the Vistula in Warsaw and on Zegrze Lake. A {sharedMinutes}-minute shared ride, private charters, hen parties and corporate events.",
      heading: "RIB speedboat cruises on the Vistula",
    },
    // The English twin (/warsaw-river-cruise) carries travel tips for visitors from abroad.
    warszawa: {
      title: "Warsaw river cruise on a RIB speedboat – Vistula tours | RIB Warsaw",
      description:
        "A fast RIB speedboat cruise on the Vistula in Warsaw: a {sharedMinutes}-minute shared ride, ticketed per person, or a private charter for {maxPeople}. With travel tips.",
      heading: "Warsaw river cruise on a RIB speedboat",
    },
    cruise20: {
      title: "{minutes}-minute Szaleństwo (“Madness”) cruise – RIB ticket | RIB Warsaw",
      description:
        "A {minutes}-minute RIB speedboat ride on the Vistula at up to 80 km/h. Tickets per person, starting by the pedestrian and cycle footbridge, with views of the Old Town.",
      descriptionMoved:
        "A {minutes}-minute RIB speedboat ride on the Vistula at up to 80 km/h. Tickets per person, with views of the Old Town. Start: {startPoint}.",
      heading: "Szaleństwo – {minutes}-minute cruise",
    },
    cruise30: {
      title: "Private {minutes}-minute Gruba Kaśka (“Fat Kate”) cruise | RIB Warsaw",
      description:
        "A private {minutes}-minute RIB cruise for {maxPeople}: Poniatowski Bridge, the Gruba Kaśka water intake, the skyline and the Old Town. Call to check availability.",
      heading: "Gruba Kaśka – private {minutes}-minute cruise",
    },
    cruise60: {
      title: "Private {minutes}-minute Rwąca rzeka (“Wild River”) cruise | RIB Warsaw",
      description:
        "A private {minutes}-minute RIB cruise: Siekierkowski Bridge, the city skyline, the Old Town and the Spójnia rapids. The whole boat for {maxPeople}.",
      heading: "Rwąca rzeka – private {minutes}-minute cruise",
    },
    cruise90: {
      title: "Private {minutes}-minute Maksimum (“Maximum”) Vistula cruise | RIB Warsaw",
      description:
        "Our longest private RIB cruise on the Vistula: Zawady, Wilanów beach, fallen trees, the skyline and the Old Town. The whole boat for {maxPeople}.",
      heading: "Maksimum – private {minutes}-minute cruise",
    },
    zegrzeCruise30: {
      title: "Private {minutes}-minute Adrenalina (“Adrenaline”) cruise | RIB Warsaw",
      description:
        "{minutes} minutes of RIB speed on Zegrze Lake: planing, sharp turns and the wash of passing sailing boats. The whole boat for {maxPeople}, from the sailing port.",
      descriptionMoved:
        "{minutes} minutes of RIB speed on Zegrze Lake: planing, sharp turns and the wash of passing sailing boats. The whole boat for {maxPeople}. Start: {startPoint}.",
      heading: "Adrenalina – private {minutes}-minute cruise",
    },
    zegrzeCruise60: {
      title: "{minutes}-minute Prawdziwa wyprawa (“A real expedition”) cruise | RIB Warsaw",
      description:
        "{minutes} minutes on Zegrze Lake by RIB: fast stretches, calm bays and Serock seen from the water. The whole boat for {maxPeople}.",
      heading: "Prawdziwa wyprawa – private {minutes}-minute cruise",
    },
    zegrze: {
      title: "Speedboat cruises on Zegrze Lake | RIB Warsaw",
      description:
        "Private RIB cruises on Zegrze Lake: {privateMinutes} minutes for {maxPeople}, starting from the sailing port, 50 minutes from Warsaw.",
      descriptionMoved:
        "Private RIB cruises on Zegrze Lake: {privateMinutes} minutes for {maxPeople}, 50 minutes from Warsaw. Start: {startPoint}.",
      heading: "Zegrze Lake cruises",
    },
    gdansk: {
      title: "RIB speedboat cruises in Gdańsk – coming soon | RIB Warsaw",
      description:
        "Coming soon: RIB cruises in Gdańsk – out to sea, along the Motława and to the Hel peninsula. Start: {startPoint}. Get in touch to hear when we launch.",
      heading: "Gdańsk cruises – coming soon",
    },
    attractions: {
      title: "Warsaw attractions – go-karts, F1, skydiving and gliding | RIB Warsaw",
      description:
        "The best adrenaline attractions in Warsaw: a RIB cruise on the Vistula, indoor go-karts, an F1 simulator, tandem skydiving and glider flights.",
      heading: "Warsaw attractions",
    },
    rental: {
      title: `Licence-free motorboat hire at Zegrze – from ${en(R.hourly)}/h | Łódki Zegrze`,
      description: `Hire a licence-free motorboat on Zegrze Lake: ${en(R.hourly)} per hour or ${en(R.daily)} per day, fuel and life jackets included, up to ${R.maxPeople} people, 50 minutes from Warsaw.`,
      heading: "Licence-free motorboat hire at Zegrze",
    },
    events: {
      title: "Events on the Vistula – hen, stag and corporate cruises | RIB Warsaw",
      description:
        "Plan an event on the water: a hen or stag party, a corporate outing or a proposal on a RIB speedboat in Warsaw.",
      heading: "Events on the Vistula",
    },
    bachelorette: {
      title: "Hen party on a speedboat in Warsaw | RIB Warsaw",
      description:
        "A hen party with an adrenaline kick: a private RIB cruise on the Vistula in Warsaw for the whole group. Ask for a date and we'll tailor the cruise to you.",
      heading: "Hen party on the Vistula",
    },
    bachelor: {
      title: "Stag party on a speedboat in Warsaw | RIB Warsaw",
      description:
        "A stag party at full throttle: a private RIB cruise on the Vistula at up to 80 km/h for you and your friends. Drop us a line and we'll sort out the details.",
      heading: "Stag party on the Vistula",
    },
    corporate: {
      title: "Corporate cruises and team building on RIB speedboats | RIB Warsaw",
      description:
        "Corporate cruises, team building and company outings in Warsaw and Zegrze, in Giżycko on request. VAT invoices and a programme made to measure.",
      heading: "Corporate cruises and team building",
    },
    promotions: {
      title: "Special cruises – events on the water and newsletter | RIB Warsaw",
      description:
        "Independence Day, W-Hour, Santa Claus, Children's Day and photo cruises. Join the newsletter to hear about events two weeks ahead.",
      heading: "Special cruises",
    },
    linkHub: {
      title: "RIB Warsaw – links, reviews and contact",
      description:
        "All our links in one place: social media, reviews, contact details and a contact card to download.",
      heading: "RIB Warsaw",
    },
    terms: {
      title: "Terms of service for cruises and bookings | RIB Warsaw",
      description:
        "Terms of our RIB speedboat cruises: bookings, payments, cancellations, safety and complaints.",
      heading: "Terms of service",
    },
    privacy: {
      title: "Privacy policy | RIB Warsaw",
      description:
        "How we process the personal data of customers and newsletter subscribers under the GDPR: controller, purposes, legal bases and your rights.",
      heading: "Privacy policy",
    },
    contact: {
      title: "Contact – RIB cruise bookings | RIB Warsaw",
      description:
        "Call us, message us on WhatsApp or send an e-mail. Start points in Warsaw, Zegrze and Gdańsk, and answers to common questions.",
      heading: "Contact",
    },
    giftVouchers: {
      title: "RIB boat cruise gift vouchers – buy online | RIB Warsaw",
      description:
        "Give a RIB boat cruise on the Vistula or Zegrze Lake: a voucher for an amount or a cruise, paid by BLIK, Przelewy24 or card, e-mailed at once as a PDF.",
      heading: "Gift vouchers",
    },
    giftVoucherThanks: {
      title: "Thank you for buying a voucher | RIB Warsaw",
      description: "The gift voucher arrives by e-mail as soon as the payment is confirmed.",
      heading: "Thank you! Your voucher is on its way",
    },
    giftVoucherCheck: {
      title: "Check a gift voucher – balance and expiry | RIB Warsaw",
      description: "Check the balance and expiry date of a RIB Warsaw gift voucher by its code.",
      heading: "Check a voucher",
    },
    unsubscribed: {
      title: "Unsubscribed from the newsletter | RIB Warsaw",
      description: "Your e-mail address has been removed from the RIB Warsaw newsletter.",
      heading: "You have been unsubscribed",
    },
    notFound: {
      title: "404 – Page not found | RIB Warsaw",
      description:
        "We couldn't find this page. Take a look at our Vistula and Zegrze cruises instead.",
      heading: "Page not found",
    },
  },
);

export type PageKey = keyof typeof pageMessages.pl;
