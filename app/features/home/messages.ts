import { RENTAL_PRODUCT } from "~/config/business";
import { defineMessages } from "~/lib/i18n/messages";
import { formatPrice } from "~/lib/prices/format";

type Item = { title: string; text: string };
const items = (...list: Item[]): readonly Item[] => list;
/** Items with ids: each text has a stable key, editable in the panel (decision 240). */
type IdItem = Item & { id: string; titleOpen?: string; textOpen?: string };
const idItems = (...list: IdItem[]): readonly IdItem[] => list;
const lines = (...list: string[]): readonly string[] => list;

/**
 * Copy of the home page (docs/product.md §2 "Home"). Polish is the source. A text about Gdańsk
 * that says it is coming soon has its open wording beside it (`kicker` / `kickerOpen`); the
 * loader keeps the one for Gdańsk's status (decision 302).
 */
export const homeMessages = defineMessages(
  {
    hero: {
      warszawa: {
        kicker: "Warszawa · Wisła",
        title: "Rejsy motorówką po Wiśle w Warszawie",
        subtitle:
          "Do 80 km/h między mostami, Stare Miasto od strony rzeki i panorama wieżowców. 20-minutowy rejs biletowany albo cała łódź tylko dla Twojej grupy.",
      },
      zegrze: {
        kicker: "Zalew Zegrzyński",
        title: "Rejsy motorówką po Zalewie Zegrzyńskim",
        subtitle:
          "Cała łódź dla Twojej ekipy – {upToPeople}, 50 minut od Warszawy. Start: {startPoint}.",
      },
      gdansk: {
        kicker: "Gdańsk · wkrótce",
        kickerOpen: "Gdańsk · {startPoint}",
        title: "Rejsy motorówką RIB w Gdańsku już wkrótce",
        titleOpen: "Rejsy motorówką RIB w Gdańsku",
        subtitle:
          "Rejsy po morzu i Motławie oraz wyprawy na Hel. Start: {startPoint}. Tymczasem zapraszamy do Warszawy i na Zegrze.",
        subtitleOpen:
          "Rejsy po morzu i Motławie oraz wyprawy na Hel. Start: {startPoint}. Wybierz rejs i zarezerwuj termin.",
      },
      default: {
        kicker: "Warszawa · Zegrze · Gdańsk",
        title: "Adrenalina na wodzie: rejsy motorówką RIB",
        subtitle:
          "Szybkie rejsy po Wiśle w Warszawie i po Zalewie Zegrzyńskim. Wybierz lokalizację i zarezerwuj rejs w kilka minut.",
      },
      cta: "Zarezerwuj rejs",
      // A location the operator added (decision 405): its name and "Start: …" come from its row.
      addedLocation: {
        title: "Rejsy motorówką RIB – {place}",
        subtitle: "{start}. Wybierz rejs i zarezerwuj termin.",
      },
      imageAlt: {
        warszawa: "Ilustracja: motorówka RIB na Wiśle o zmierzchu, w tle panorama Warszawy.",
        zegrze: "Ilustracja: motorówka RIB na Zalewie Zegrzyńskim, w tle żaglówki i las.",
        gdansk: "Ilustracja: gdański Żuraw i kamienice nad Motławą, na wodzie motorówka RIB.",
        default: "Ilustracja: motorówka RIB na Wiśle o zmierzchu, w tle panorama Warszawy.",
      },
    },
    locations: {
      heading: "Wybierz lokalizację",
      text: "Pływamy po Wiśle w Warszawie i po Zalewie Zegrzyńskim, a wkrótce także w Gdańsku.",
      textOpen: "Pływamy po Wiśle w Warszawie, po Zalewie Zegrzyńskim, a teraz także w Gdańsku.",
      useMyLocation: "Użyj mojej lokalizacji",
      locating: "Sprawdzanie lokalizacji...",
      nearest: "Najbliżej Ciebie: {name}",
      perPerson: "za osobę",
      perBoat: "za łódź ({upToPeople})",
      askForPrice: "Zapytaj o cenę",
      from: "od",
      comingSoon: "Wkrótce",
      cards: {
        warszawa: {
          name: "Warszawa",
          description:
            "Rejsy po Wiśle z widokiem na Stare Miasto, Stadion Narodowy i panoramę wieżowców.",
          details: lines(
            "Start: {startPoint}",
            "Rejs biletowany 20 min i prywatne 30, 60 i 90 min",
            "Do 80 km/h",
          ),
          link: "Zobacz rejsy w Warszawie",
          imageAlt: "Ilustracja: motorówka RIB na Wiśle, w tle Pałac Kultury i most wantowy.",
        },
        zegrze: {
          name: "Zegrze",
          description: "Prywatne rejsy po Zalewie Zegrzyńskim – otwarta woda, żagle i las dookoła.",
          details: lines(
            "Start: {startPoint}",
            "Rejsy prywatne 30 i 60 min, {upToPeople}",
            "50 minut od Warszawy",
          ),
          link: "Zobacz rejsy na Zegrzu",
          imageAlt: "Ilustracja: motorówka RIB na Zalewie Zegrzyńskim, w tle białe żagle.",
        },
        gdansk: {
          name: "Gdańsk",
          description: "Rejsy po morzu i Motławie oraz wyprawy na Hel – szykujemy start.",
          descriptionOpen: "Rejsy po morzu i Motławie oraz wyprawy na Hel – w samym sercu Gdańska.",
          details: lines("Start: {startPoint}", "Rejsy po morzu i Motławie", "Wyprawy na Hel"),
          link: "Więcej o Gdańsku",
          imageAlt: "Ilustracja: gdański Żuraw nad Motławą o zachodzie słońca.",
        },
      },
      bookOnline: "Zarezerwuj online",
      bookPrivate: "Zarezerwuj rejs prywatny",
      bookEvent: "Zarezerwuj event",
    },
    why: {
      heading: {
        warszawa: "Dlaczego warto popłynąć z nami po Wiśle?",
        zegrze: "Dlaczego warto popłynąć z nami po Zegrzu?",
        gdansk: "Dlaczego warto czekać na nas w Gdańsku?",
        gdanskOpen: "Dlaczego warto popłynąć z nami w Gdańsku?",
        // A location the operator added (decision 405): its name and facts come from its row.
        addedLocation: "{place}: dlaczego warto popłynąć z nami?",
      },
      items: {
        warszawa: items(
          {
            title: "Warszawa z innej perspektywy",
            text: "Stare Miasto, Zamek Królewski i wieżowce widziane z wody – tego nie zobaczysz z bulwarów.",
          },
          {
            title: "Prędkość do 80 km/h",
            text: "Motorówka RIB ślizga się po wodzie i bierze ostre zakręty. Adrenalina gwarantowana.",
          },
          {
            title: "Start w centrum",
            text: "Startujemy przy kładce pieszo-rowerowej – kilka minut od metra Centrum Nauki Kopernik.",
          },
          {
            title: "Bezpieczeństwo",
            text: "Kapitanowie z uprawnieniami, kamizelki ratunkowe dla każdego i instruktaż przed startem.",
          },
          {
            title: "Dzika Wisła",
            text: "Na dłuższych rejsach płyniemy na piaszczyste plaże i dzikie odcinki rzeki.",
          },
          {
            title: "Na każdą okazję",
            text: "Urodziny, wieczór panieński, kawalerski, integracja firmowa albo zaręczyny.",
          },
        ),
        zegrze: items(
          {
            title: "Cała łódź dla Twojej ekipy",
            text: "Na Zegrzu pływamy tylko prywatnie – {upToPeople} na pokładzie.",
          },
          {
            title: "Otwarta woda",
            text: "Zalew daje miejsce na prędkość, ósemki i szerokie zakręty.",
          },
          {
            title: "Blisko Warszawy",
            text: "Tylko 50 minut jazdy od centrum, z parkingiem przy porcie.",
          },
          {
            title: "Przyroda",
            text: "Lasy, zatoki i ujście Bugu do Narwi – pięknie o każdej porze dnia.",
          },
          {
            title: "Bezpieczeństwo",
            text: "Doświadczeni kapitanowie, kamizelki ratunkowe i instruktaż przed każdym rejsem.",
          },
          {
            title: "Motorówka bez patentu",
            text: "Chcesz stanąć za sterem? Wypożycz motorówkę bez patentu w naszej wypożyczalni.",
          },
        ),
        gdansk: idItems(
          {
            id: "center",
            title: "Start w sercu miasta",
            text: "{startPoint} – kilka kroków od Żurawia i Długiego Pobrzeża.",
          },
          {
            id: "seaAndRiver",
            title: "Morze i rzeka",
            text: "Szybkie wyjście na Zatokę Gdańską i spokojniejsze odcinki Motławy.",
          },
          {
            id: "hel",
            title: "Wyprawy na Hel",
            text: "Przez zatokę na półwysep – krócej niż samochodem.",
          },
          {
            id: "crew",
            title: "Doświadczona załoga",
            text: "Ta sama ekipa i te same standardy bezpieczeństwa co w Warszawie.",
          },
          {
            id: "groups",
            title: "Dla grup",
            text: "Rejsy firmowe i wydarzenia dla grup – zapytaj już teraz.",
          },
          {
            id: "launch",
            title: "Informacja o starcie",
            titleOpen: "Terminy i rezerwacje",
            text: "Zadzwoń lub napisz, a damy znać, gdy ruszymy.",
            textOpen: "Zadzwoń lub napisz – pomożemy wybrać rejs i termin.",
          },
        ),
        addedLocation: idItems(
          {
            id: "start",
            title: "Łatwy start",
            text: "Start: {startPoint}. Dokładne miejsce podamy w potwierdzeniu rezerwacji.",
          },
          {
            id: "speed",
            title: "Prędkość i adrenalina",
            text: "Motorówka RIB ślizga się po wodzie i bierze ostre zakręty. Adrenalina gwarantowana.",
          },
          {
            id: "boat",
            title: "Cała łódź dla Twojej ekipy",
            text: "Na rejsie prywatnym łódź płynie tylko z Twoją ekipą – {upToPeople} na pokładzie.",
          },
          {
            id: "safety",
            title: "Bezpieczeństwo",
            text: "Kapitanowie z uprawnieniami, kamizelki ratunkowe dla każdego i instruktaż przed startem.",
          },
          {
            id: "crew",
            title: "Doświadczona załoga",
            text: "Ta sama ekipa i te same standardy bezpieczeństwa co w Warszawie i na Zegrzu.",
          },
          {
            id: "occasions",
            title: "Na każdą okazję",
            text: "Urodziny, wieczór panieński, kawalerski, integracja firmowa albo zaręczyny.",
          },
        ),
      },
      more: "Dowiedz się więcej",
      less: "Zwiń",
    },
    seo: {
      heading: "Rejsy po Wiśle w Warszawie – co warto wiedzieć",
      intro:
        "Rejs motorówką RIB to najszybszy sposób, żeby zobaczyć Warszawę od strony rzeki. Sezon trwa od kwietnia do października (poza nim organizujemy rejsy specjalne). Startujemy z centrum miasta; pływają z nami pary, rodziny, grupy przyjaciół i firmy.",
      highlights: items(
        {
          title: "Panorama z wody",
          text: "Stare Miasto, Zamek Królewski, Stadion Narodowy i wieżowce śródmieścia.",
        },
        {
          title: "Do 80 km/h",
          text: "Sztywnokadłubowa łódź pneumatyczna, stworzona do szybkiej jazdy.",
        },
        {
          title: "Kapitan z uprawnieniami",
          text: "Instruktaż, kamizelki ratunkowe i doświadczenie na każdym rejsie.",
        },
        {
          title: "Od 20 do 90 minut",
          text: "Krótki rejs z biletem albo prywatna łódź na dłużej.",
        },
      ),
      details: items(
        {
          title: "Trasy rejsów",
          text: "Startujemy spod kładki pieszo-rowerowej między Powiślem a Pragą. Krótki rejs prowadzi do mostu Poniatowskiego i wzdłuż Starego Miasta, dłuższe – do mostu Siekierkowskiego, na bystrza przy Spójni, a najdłuższy aż do Zawad i dzikich plaż Wilanowa.",
        },
        {
          title: "Dla kogo jest rejs?",
          text: "Dla każdego, kto lubi prędkość i wodę – turystów, mieszkańców Warszawy, rodzin z nastolatkami i grup. Rejsy prywatne to pomysł na urodziny, wieczór panieński lub kawalerski, zaręczyny i integrację firmową.",
        },
        {
          title: "Kiedy płynąć?",
          text: "Najwięcej słońca jest od czerwca do sierpnia. Maj i wrzesień to świetny czas na spokojniejsze rejsy, a w kwietniu i październiku, poza szczytem sezonu, warto zabrać cieplejszą kurtkę.",
        },
        {
          title: "Jak się przygotować?",
          text: "Przyjdź 15 minut przed startem, w wygodnych butach i z kurtką przeciwwiatrową. Kamizelki ratunkowe zapewniamy. Dokładne miejsce startu otrzymasz w potwierdzeniu rezerwacji.",
        },
      ),
      more: "Czytaj więcej",
      less: "Pokaż mniej",
    },
    events: {
      heading: "Eventy i rejsy dla grup",
      text: "Prywatna łódź na każdą okazję – przygotujemy rejs dopasowany do Twojej ekipy i planu dnia.",
      types: idItems(
        {
          id: "bachelorette",
          title: "Wieczór panieński",
          text: "Szampańska zabawa na wodzie i zdjęcia z panoramą miasta.",
        },
        {
          id: "bachelor",
          title: "Wieczór kawalerski",
          text: "Pełna prędkość, ostre zakręty i dobra ekipa.",
        },
        {
          id: "corporate",
          title: "Rejsy firmowe",
          text: "Integracje i team building w Warszawie i na Zegrzu, na życzenie także w Giżycku; Gdańsk wkrótce. Faktura VAT.",
          textOpen:
            "Integracje i team building w Warszawie, na Zegrzu i w Gdańsku, na życzenie także w Giżycku. Faktura VAT.",
        },
        {
          id: "proposal",
          title: "Zaręczyny i grupy prywatne",
          text: "Oświadczyny o zachodzie słońca albo rejs z przyjaciółmi.",
        },
      ),
      links: lines(
        "/wieczor-panienski",
        "/wieczor-kawalerski",
        "/rejsy-firmowe",
        "/eventy-nad-wisla",
      ),
      ctaTitle: "Zapytaj o event",
      ctaText: "Napisz, ile osób płynie, kiedy i gdzie – odpowiemy z propozycją i ceną.",
      email: "Wyślij zapytanie e-mailem",
      emailSubject: "Zapytanie o event na motorówce",
      emailBody:
        "Dzień dobry,\n\nmam pytanie o rejs w ramach wydarzenia.\n\nRodzaj wydarzenia: \nLiczba osób: \nPreferowany termin: \nLokalizacja (Warszawa / Zegrze): \n\nPozdrawiam",
      whatsapp: "Napisz na WhatsApp",
      whatsappText: "Dzień dobry! Mam pytanie o rejs motorówką dla grupy.",
    },
    special: {
      heading: "Rejsy specjalne",
      text: "Rejsy na Święto Niepodległości, w Godzinę W, mikołajkowe, na Dzień Dziecka i fotograficzne. Zapisz się do newslettera – o wydarzeniach dowiesz się 2 tygodnie wcześniej i zarezerwujesz miejsce przed innymi.",
      subscribe: "Zapisz się do newslettera",
      seeEvents: "Zobacz wydarzenia",
    },
    projects: {
      heading: "Nasze inne projekty",
      text: "Robimy więcej niż rejsy. Zobacz, co jeszcze tworzymy.",
      more: "Zobacz projekty",
      less: "Zwiń",
      items: {
        riverTransport: {
          title: "Wisła Express",
          text: "Szybki transport rzeczny po Wiśle – z brzegu na brzeg i wzdłuż miasta.",
        },
        boatRental: {
          title: "Łódki Zegrze",
          text: `Wypożyczalnia motorówek bez patentu na Zalewie Zegrzyńskim – od ${formatPrice(RENTAL_PRODUCT.hourly, "pl")} za godzinę.`,
        },
        printShop: {
          title: "Nadrukuj.to",
          text: "Odzież z własnym nadrukiem – koszulki i bluzy dla ekip, firm i na wieczory panieńskie.",
        },
      },
      visit: "Odwiedź stronę",
    },
    contact: {
      heading: "Kontakt",
      text: "Masz pytanie o rejs, termin lub event? Zadzwoń, napisz na WhatsApp albo wyślij e-mail.",
      phone: "Telefon",
      email: "E-mail",
      emailSubject: "Pytanie o rejs motorówką",
      emailBody:
        "Dzień dobry,\n\nmam pytanie o rejs.\n\nLokalizacja: \nLiczba osób: \nPreferowany termin: \n\nPozdrawiam",
      whatsapp: "WhatsApp",
      whatsappText: "Dzień dobry! Mam pytanie o rejs motorówką.",
      social: "Znajdź nas",
      locationsHeading: "Miejsca startu",
      locations: {
        warszawa: { name: "Warszawa", text: "{startPoint}" },
        zegrze: { name: "Zegrze", text: "{startPoint}" },
        gdansk: {
          name: "Gdańsk",
          text: "{startPoint} – wkrótce",
          textOpen: "{startPoint}, Motława",
        },
      },
      tip: "Dokładne miejsce startu otrzymasz w potwierdzeniu rezerwacji.",
    },
  },
  {
    hero: {
      warszawa: {
        kicker: "Warsaw · Vistula river",
        title: "Speedboat cruises on the Vistula in Warsaw",
        subtitle:
          "Up to 80 km/h between the bridges, the Old Town from the river and the city skyline. A 20-minute shared ride or the whole boat just for your group.",
      },
      zegrze: {
        kicker: "Zegrze Lake",
        title: "Speedboat cruises on Zegrze Lake",
        subtitle:
          "The whole boat for your group – {upToPeople}, 50 minutes from Warsaw. Start: {startPoint}.",
      },
      gdansk: {
        kicker: "Gdańsk · coming soon",
        kickerOpen: "Gdańsk · {startPoint}",
        title: "RIB speedboat cruises in Gdańsk – coming soon",
        titleOpen: "RIB speedboat cruises in Gdańsk",
        subtitle:
          "Starting from {startPoint}: sea and river rides and trips to the Hel peninsula. Until then, join us in Warsaw or at Zegrze.",
        subtitleOpen:
          "Starting from {startPoint}: sea and river rides and trips to the Hel peninsula. Choose your cruise and book a date.",
      },
      default: {
        kicker: "Warsaw · Zegrze · Gdańsk",
        title: "Adrenaline on the water: RIB speedboat cruises",
        subtitle:
          "Fast rides on the Vistula in Warsaw and on Zegrze Lake. Pick a location and book your cruise in minutes.",
      },
      cta: "Book a cruise",
      addedLocation: {
        title: "RIB speedboat cruises in {place}",
        subtitle: "{start}. Choose your cruise and book a date.",
      },
      imageAlt: {
        warszawa:
          "Illustration: a RIB speedboat on the Vistula at dusk, with the Warsaw skyline behind.",
        zegrze:
          "Illustration: a RIB speedboat on Zegrze Lake, with sailing boats and forest behind.",
        gdansk:
          "Illustration: Gdańsk's medieval crane and townhouses on the Motława, with a RIB speedboat on the water.",
        default:
          "Illustration: a RIB speedboat on the Vistula at dusk, with the Warsaw skyline behind.",
      },
    },
    locations: {
      heading: "Choose your location",
      text: "We cruise the Vistula in Warsaw and Zegrze Lake, with Gdańsk coming soon.",
      textOpen: "We cruise the Vistula in Warsaw and Zegrze Lake – and now Gdańsk too.",
      useMyLocation: "Use my location",
      locating: "Checking your location...",
      nearest: "Closest to you: {name}",
      perPerson: "per person",
      perBoat: "per boat ({upToPeople})",
      askForPrice: "Ask for a price",
      from: "from",
      comingSoon: "Coming soon",
      cards: {
        warszawa: {
          name: "Warsaw",
          description:
            "Vistula cruises with views of the Old Town, the National Stadium and the skyline.",
          details: [
            "Start: {startPoint}",
            "20-minute shared ride and private 30, 60 and 90-minute cruises",
            "Up to 80 km/h",
          ],
          link: "See Warsaw cruises",
          imageAlt:
            "Illustration: a RIB speedboat on the Vistula, with the Palace of Culture and the cable-stayed bridge behind.",
        },
        zegrze: {
          name: "Zegrze",
          description: "Private cruises on Zegrze Lake – open water, sails and forest all around.",
          details: [
            "Start: {startPoint}",
            "Private 30 and 60-minute cruises, {upToPeople}",
            "50 minutes from Warsaw",
          ],
          link: "See Zegrze cruises",
          imageAlt: "Illustration: a RIB speedboat on Zegrze Lake, with white sails behind.",
        },
        gdansk: {
          name: "Gdańsk",
          description:
            "Sea and Motława cruises and trips to the Hel peninsula – we are getting ready to launch.",
          descriptionOpen:
            "Sea and Motława cruises and trips to the Hel peninsula – from the heart of Gdańsk.",
          details: ["Start: {startPoint}", "Sea and Motława cruises", "Trips to Hel"],
          link: "More about Gdańsk",
          imageAlt: "Illustration: Gdańsk's medieval crane on the Motława at sunset.",
        },
      },
      bookOnline: "Book online",
      bookPrivate: "Book a private cruise",
      bookEvent: "Book an event",
    },
    why: {
      heading: {
        warszawa: "Why ride the Vistula with us?",
        zegrze: "Why ride Zegrze Lake with us?",
        gdansk: "Why wait for us in Gdańsk?",
        gdanskOpen: "Why ride with us in Gdańsk?",
        addedLocation: "Why ride with us in {place}?",
      },
      items: {
        warszawa: [
          {
            title: "Warsaw from a new angle",
            text: "The Old Town, the Royal Castle and the towers seen from the water – a view the boulevards can't give you.",
          },
          {
            title: "Up to 80 km/h",
            text: "A RIB planes across the water and takes tight turns. Adrenaline guaranteed.",
          },
          {
            title: "Central start",
            text: "We start by the pedestrian and cycle footbridge, minutes from Centrum Nauki Kopernik metro station.",
          },
          {
            title: "Safety first",
            text: "Licensed captains, a life jacket for everyone and a briefing before we set off.",
          },
          {
            title: "The wild Vistula",
            text: "Longer cruises head to sandy beaches and the wild stretches of the river.",
          },
          {
            title: "For any occasion",
            text: "Birthdays, hen and stag parties, company outings or a proposal.",
          },
        ],
        zegrze: [
          {
            title: "The whole boat for you",
            text: "At Zegrze we only run private cruises – {upToPeople} on board.",
          },
          {
            title: "Open water",
            text: "The lake has room for speed, figure-eights and wide turns.",
          },
          {
            title: "Close to Warsaw",
            text: "Just 50 minutes' drive from the centre, with parking at the port.",
          },
          {
            title: "Nature",
            text: "Forests, bays and the meeting of the Bug and the Narew – beautiful at any time of day.",
          },
          {
            title: "Safety first",
            text: "Experienced captains, life jackets and a briefing before every cruise.",
          },
          {
            title: "Licence-free boats",
            text: "Fancy taking the helm yourself? Hire one of our licence-free motorboats.",
          },
        ],
        gdansk: [
          {
            id: "center",
            title: "Start in the city centre",
            text: "{startPoint} – a few steps from the Crane and the Long Embankment.",
          },
          {
            id: "seaAndRiver",
            title: "Sea and river",
            text: "A fast run out into the Gulf of Gdańsk and calmer stretches of the Motława.",
          },
          {
            id: "hel",
            title: "Trips to Hel",
            text: "Across the bay to the peninsula – quicker than by car.",
          },
          {
            id: "crew",
            title: "An experienced crew",
            text: "The same team and the same safety standards as in Warsaw.",
          },
          {
            id: "groups",
            title: "For groups",
            text: "Corporate cruises and group events – ask us now.",
          },
          {
            id: "launch",
            title: "Launch news",
            titleOpen: "Dates and bookings",
            text: "Call or message us and we'll let you know when we start.",
            textOpen: "Call or message us and we'll help you choose a cruise and a date.",
          },
        ],
        addedLocation: [
          {
            id: "start",
            title: "Easy to find",
            text: "Start: {startPoint}. The exact spot is in your booking confirmation.",
          },
          {
            id: "speed",
            title: "Speed and adrenaline",
            text: "A RIB planes across the water and takes tight turns. Adrenaline guaranteed.",
          },
          {
            id: "boat",
            title: "The whole boat for your group",
            text: "On a private cruise the boat is yours alone – {upToPeople} on board.",
          },
          {
            id: "safety",
            title: "Safety first",
            text: "Licensed captains, a life jacket for everyone and a briefing before we set off.",
          },
          {
            id: "crew",
            title: "An experienced crew",
            text: "The same team and the same safety standards as in Warsaw and at Zegrze.",
          },
          {
            id: "occasions",
            title: "For any occasion",
            text: "Birthdays, hen and stag parties, company outings or a proposal.",
          },
        ],
      },
      more: "Learn more",
      less: "Show less",
    },
    seo: {
      heading: "Vistula river cruises in Warsaw – good to know",
      intro:
        "A RIB speedboat ride is the fastest way to see Warsaw from the river. The season runs from April to October (outside it we run special cruises). We start from the city centre, and couples, families, groups of friends and companies all ride with us.",
      highlights: [
        {
          title: "The view from the water",
          text: "The Old Town, the Royal Castle, the National Stadium and the city-centre towers.",
        },
        {
          title: "Up to 80 km/h",
          text: "A rigid inflatable boat, built for speed.",
        },
        {
          title: "Licensed captain",
          text: "A briefing, life jackets and experience on every cruise.",
        },
        {
          title: "From 20 to 90 minutes",
          text: "A short shared ride or a private boat for longer.",
        },
      ],
      details: [
        {
          title: "Cruise routes",
          text: "We start under the pedestrian and cycle footbridge between Powiśle and Praga. The short ride goes to Poniatowski Bridge and along the Old Town; longer ones reach Siekierkowski Bridge and the Spójnia rapids, and the longest goes all the way to Zawady and the wild beaches of Wilanów.",
        },
        {
          title: "Who is it for?",
          text: "Anyone who loves speed and water – visitors, Varsovians, families with teenagers and groups. Private cruises are a great idea for birthdays, hen and stag parties, proposals and company outings.",
        },
        {
          title: "When to go?",
          text: "June to August brings the most sunshine. May and September are great for quieter cruises, and in April and October, outside the peak, bring a warmer jacket.",
        },
        {
          title: "How to prepare",
          text: "Arrive 15 minutes before departure in comfortable shoes with a windproof jacket. We provide life jackets. The exact start point is in your booking confirmation.",
        },
      ],
      more: "Read more",
      less: "Show less",
    },
    events: {
      heading: "Events and group cruises",
      text: "A private boat for your occasion – we'll plan the cruise around your group and your day.",
      types: [
        {
          id: "bachelorette",
          title: "Hen party",
          text: "Laughter on the water and photos with the city skyline.",
        },
        {
          id: "bachelor",
          title: "Stag party",
          text: "Full throttle, tight turns and a great crew.",
        },
        {
          id: "corporate",
          title: "Corporate cruises",
          text: "Company outings and team building in Warsaw and Zegrze, and in Giżycko on request; Gdańsk coming soon. VAT invoices.",
          textOpen:
            "Company outings and team building in Warsaw, Zegrze and Gdańsk, and in Giżycko on request. VAT invoices.",
        },
        {
          id: "proposal",
          title: "Proposals and private groups",
          text: "Pop the question at sunset or take your friends for a ride.",
        },
      ],
      links: ["/wieczor-panienski", "/wieczor-kawalerski", "/rejsy-firmowe", "/eventy-nad-wisla"],
      ctaTitle: "Ask about an event",
      ctaText: "Tell us how many people, when and where – we'll reply with a proposal and a price.",
      email: "Send an e-mail enquiry",
      emailSubject: "Speedboat event enquiry",
      emailBody:
        "Hello,\n\nI'd like to ask about a cruise for an event.\n\nEvent type: \nNumber of people: \nPreferred date: \nLocation (Warsaw / Zegrze): \n\nBest regards",
      whatsapp: "Message us on WhatsApp",
      whatsappText: "Hi! I have a question about a speedboat cruise for a group.",
    },
    special: {
      heading: "Special cruises",
      text: "Independence Day, W-Hour, Santa Claus, Children's Day and photo cruises. Join the newsletter to hear about events two weeks ahead and book before everyone else.",
      subscribe: "Subscribe to the newsletter",
      seeEvents: "See the events",
    },
    projects: {
      heading: "Our other projects",
      text: "We do more than cruises. Take a look at what else we do.",
      more: "See projects",
      less: "Show less",
      items: {
        riverTransport: {
          title: "Wisła Express",
          text: "Fast river transport on the Vistula – across the river and along the city.",
        },
        boatRental: {
          title: "Łódki Zegrze",
          text: `Licence-free motorboat hire on Zegrze Lake – from ${formatPrice(RENTAL_PRODUCT.hourly, "en")} per hour.`,
        },
        printShop: {
          title: "Nadrukuj.to",
          text: "Custom-printed clothing – T-shirts and hoodies for crews, companies and hen parties.",
        },
      },
      visit: "Visit the website",
    },
    contact: {
      heading: "Contact",
      text: "Questions about a cruise, a date or an event? Call us, message us on WhatsApp or send an e-mail.",
      phone: "Phone",
      email: "E-mail",
      emailSubject: "Question about a speedboat cruise",
      emailBody:
        "Hello,\n\nI'd like to ask about a cruise.\n\nLocation: \nNumber of people: \nPreferred date: \n\nBest regards",
      whatsapp: "WhatsApp",
      whatsappText: "Hi! I have a question about a speedboat cruise.",
      social: "Find us on",
      locationsHeading: "Start points",
      locations: {
        warszawa: {
          name: "Warsaw",
          text: "{startPoint}",
        },
        zegrze: { name: "Zegrze", text: "{startPoint}" },
        gdansk: {
          name: "Gdańsk",
          text: "{startPoint} – coming soon",
          textOpen: "{startPoint}, Motława",
        },
      },
      tip: "The exact start point is in your booking confirmation.",
    },
  },
);
