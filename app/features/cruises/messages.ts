import { RENTAL_PRODUCT } from "~/config/business";
import { defineMessages } from "~/lib/i18n/messages";
import { formatPrice } from "~/lib/prices/format";

type Fact = { title: string; text: string };
/** A list of strings (a plain string array, so the English catalogue is not tied to the Polish literals). */
const list = (...items: string[]): readonly string[] => items;

/** What the three private Warsaw cruises leave out: the same list for each. */
const PRIVATE_EXCLUDED = {
  pl: list(
    "Transport na miejsce startu",
    "Jedzenie i napoje",
    "Ubezpieczenie osobiste",
    "Dekoracje łodzi (na zapytanie)",
    "Zdjęcia i pamiątki",
  ),
  en: list(
    "Transfer to the start",
    "Food and drinks",
    "Personal insurance",
    "Boat decorations (on request)",
    "Photos and souvenirs",
  ),
};

type CruiseCopy = {
  /** An English gloss of the Polish proper name ("" in Polish). */
  gloss: string;
  title: string;
  summary: string;
  facts: readonly [Fact, Fact, Fact];
  route: readonly string[];
  included: readonly string[];
  excluded: readonly string[];
  imageAlt: string;
};

/**
 * Copy of the cruise products and the Warsaw, Zegrze and Gdańsk pages. Polish is the source;
 * cruise names (Szaleństwo, Gruba Kaśka, Rwąca rzeka, Maksimum, Adrenalina, Prawdziwa
 * wyprawa) stay Polish in English too, as proper names with a gloss.
 */
export const cruiseMessages = defineMessages(
  {
    common: {
      ticketed: "Rejs biletowany",
      private: "Rejs prywatny",
      perPerson: "za osobę",
      perBoat: "za całą łódź ({upToPeople})",
      minutes: "{n} min",
      details: "Szczegóły",
      detailsOf: "Szczegóły rejsu {name}",
      bookOnline: "Zarezerwuj online",
      bookWithPrice: "Zarezerwuj za",
      askForPrice: "Zapytaj o cenę",
      callUs: "Zadzwoń",
      whatsapp: "Napisz na WhatsApp",
      backToList: "Wszystkie rejsy po Wiśle",
      price: "Cena",
      upToPeople: "{upToPeople}",
      weatherHeading: "Pogoda i dostępność",
    },
    cruises: {
      "20": {
        gloss: "",
        title: "Rejs 20 minut – Szaleństwo",
        summary:
          "Krótko, szybko i głośno: 20 minut na wspólnej łodzi z prędkością do 80 km/h, zakręty na otwartej wodzie i widok na Stare Miasto. Idealny na pierwszy rejs motorówką RIB.",
        facts: [
          {
            title: "{duration}",
            text: "Czysta adrenalina – w sam raz na przerwę w zwiedzaniu.",
          },
          {
            title: "Bilet na osobę",
            text: "Wspólna łódź, płacisz tylko za swoje miejsce.",
          },
          {
            title: "Do 80 km/h",
            text: "Ostre zakręty i ślizg po Wiśle z doświadczonym kapitanem.",
          },
        ],
        route: [
          "Start spod kładki pieszo-rowerowej między Powiślem a Pragą.",
          "Rozpędzamy się w stronę mostu Poniatowskiego.",
          "Zawracamy i płyniemy wzdłuż Starego Miasta.",
          "Powrót do miejsca startu.",
        ],
        included: [
          "Kapitan z uprawnieniami",
          "Kamizelki ratunkowe",
          "Instruktaż bezpieczeństwa",
          "Opowieści o historii Warszawy",
        ],
        excluded: [
          "Transport na miejsce startu",
          "Jedzenie i napoje",
          "Ubezpieczenie osobiste",
          "Pamiątki i zdjęcia",
        ],
        imageAlt:
          "Ilustracja: pomarańczowa motorówka RIB mknie po Wiśle o zmierzchu, w tle Pałac Kultury i wieżowce.",
      },
      "30": {
        gloss: "",
        title: "Rejs prywatny 30 minut – Gruba Kaśka",
        summary:
          "Cała łódź tylko dla Ciebie i Twoich gości: pół godziny po Wiśle do mostu Poniatowskiego i Grubej Kaśki, z panoramą wieżowców i Starym Miastem w tle.",
        facts: [
          {
            title: "{duration}",
            text: "Krótki prywatny rejs – dobry na urodziny i spotkanie ze znajomymi.",
          },
          {
            title: "Maksymalnie {people}",
            text: "Płacisz za całą łódź i płyniesz tylko ze swoimi gośćmi.",
          },
          {
            title: "Gruba Kaśka",
            text: "Zabytkowe ujęcie wody na środku rzeki – z bliska, od strony Wisły.",
          },
        ],
        route: [
          "Start spod kładki pieszo-rowerowej.",
          "Przepływamy pod mostem Poniatowskiego.",
          "Podpływamy do Grubej Kaśki, zabytkowego ujęcia wody.",
          "Panorama wieżowców śródmieścia.",
          "Stare Miasto od strony Wisły i powrót.",
        ],
        included: [
          "Kapitan z uprawnieniami",
          "Kamizelki ratunkowe dla wszystkich",
          "Instruktaż bezpieczeństwa",
          "Tempo i prędkość dopasowane do grupy",
          "Opowieści o mijanych miejscach",
        ],
        excluded: PRIVATE_EXCLUDED.pl,
        imageAlt:
          "Ilustracja: motorówka RIB na Wiśle w złotym świetle, w tle most wantowy i Stare Miasto.",
      },
      "60": {
        gloss: "",
        title: "Rejs prywatny 60 minut – Rwąca rzeka",
        summary:
          "Godzina na Wiśle z całą łodzią dla Twojej ekipy: od mostu Siekierkowskiego, przez panoramę miasta i Stare Miasto, aż po bystrza przy Spójni.",
        facts: [
          {
            title: "{duration}",
            text: "Czas na szybką jazdę, postoje na zdjęcia i historie o mieście.",
          },
          {
            title: "Maksymalnie {people}",
            text: "Prywatna łódź – trasa i tempo według Twoich życzeń.",
          },
          {
            title: "Bystrza przy Spójni",
            text: "Najbardziej dziki odcinek Wisły w granicach Warszawy.",
          },
        ],
        route: [
          "Start spod kładki pieszo-rowerowej.",
          "W górę rzeki w okolice mostu Siekierkowskiego.",
          "Panorama wieżowców z drugiej strony Wisły.",
          "Stare Miasto i Zamek Królewski od strony rzeki.",
          "Bystrza przy Spójni i powrót do miejsca startu.",
        ],
        included: [
          "Kapitan z uprawnieniami",
          "Kamizelki ratunkowe dla wszystkich",
          "Instruktaż bezpieczeństwa",
          "Postoje na zdjęcia",
          "Opowieści o historii miasta i rzeki",
        ],
        excluded: PRIVATE_EXCLUDED.pl,
        imageAlt:
          "Ilustracja: motorówka RIB w słoneczny dzień na Wiśle, za nią biały ślad na wodzie i panorama Warszawy.",
      },
      "90": {
        gloss: "",
        title: "Rejs prywatny 90 minut – Maksimum",
        summary:
          "Nasz najdłuższy rejs: półtorej godziny po Wiśle – dzikie plaże, powalone drzewa, Zawady i Wilanów, a na deser panorama miasta i Stare Miasto.",
        facts: [
          {
            title: "{duration}",
            text: "Pełna trasa z miastem i dziką przyrodą Wisły.",
          },
          {
            title: "Maksymalnie {people}",
            text: "Cała łódź dla Twojej ekipy. Na wieczór panieński lub kawalerski w większym gronie: nasza większa łódź {eventUpToPeople}.",
          },
          {
            title: "Dzika Wisła",
            text: "Piaszczyste łachy i plaże, jakich nie zobaczysz z brzegu.",
          },
        ],
        route: [
          "Start spod kładki pieszo-rowerowej i kurs w górę rzeki.",
          "Zawady – dzikie brzegi na południu Warszawy.",
          "Plaża w Wilanowie.",
          "Plaża naturystów.",
          "Powalone drzewa i piaszczyste łachy.",
          "Panorama wieżowców.",
          "Stare Miasto i powrót do miejsca startu.",
        ],
        included: [
          "Kapitan z uprawnieniami",
          "Kamizelki ratunkowe dla wszystkich",
          "Instruktaż bezpieczeństwa",
          "Postoje na zdjęcia na dzikich odcinkach",
          "Opowieści o historii i przyrodzie Wisły",
        ],
        excluded: PRIVATE_EXCLUDED.pl,
        imageAlt:
          "Ilustracja: motorówka RIB nocą na Wiśle, w tle oświetlone wieżowce i Pałac Kultury.",
      },
    } satisfies Record<"20" | "30" | "60" | "90", CruiseCopy>,
    detail: {
      factsHeading: "Najważniejsze informacje",
      routeHeading: "Trasa rejsu",
      includedHeading: "W cenie",
      excludedHeading: "Poza ceną",
      bookingNoteTicket: "Płatność online z góry, bilet przychodzi e-mailem.",
      bookingNotePhone: "Termin i cenę potwierdzamy telefonicznie – zadzwoń, ustalimy szczegóły.",
      bookingNotePrivate90: "Cena za całą łódź, płatność online z góry.",
      ctaTitle: "Masz ochotę na rejs?",
      ctaText:
        "Przyjdź 15 minut przed startem. Dokładne miejsce startu podamy w potwierdzeniu rezerwacji.",
      otherCruises: "Zobacz inne rejsy",
    },
    warsaw: {
      heroKicker: "Warszawa · Wisła",
      heroText:
        "Motorówka RIB do 80 km/h, panorama wieżowców, Stare Miasto od strony rzeki i dzikie plaże Wisły. Wybierz rejs biletowany albo całą łódź dla swojej ekipy.",
      heroImageAlt:
        "Ilustracja: motorówka RIB na Wiśle o zmierzchu, w tle panorama Warszawy z Pałacem Kultury.",
      seeCruises: "Zobacz rejsy",
      ticketHeading: "Rejs biletowany",
      ticketText:
        "Wspólna łódź, bilet na osobę. Najszybszy sposób, żeby poczuć Wisłę na pełnej prędkości.",
      privateHeading: "Rejsy prywatne",
      privateText:
        "Cała łódź {upToPeople} – na urodziny, wieczór panieński, kawalerski lub spotkanie z przyjaciółmi.",
      timelineHeading: "Jak wygląda rejs?",
      timeline: [
        {
          title: "Rezerwacja",
          text: "Rezerwujesz online albo telefonicznie – sposób rezerwacji znajdziesz przy każdym rejsie.",
        },
        {
          title: "Zbiórka",
          text: "Bądź na miejscu 15 minut przed startem – dokładne miejsce podamy w potwierdzeniu.",
        },
        {
          title: "Instruktaż",
          text: "Zakładasz kamizelkę ratunkową, a kapitan omawia zasady bezpieczeństwa.",
        },
        {
          title: "Rejs",
          text: "Ruszamy! Prędkość, zakręty i widoki na Warszawę z wody.",
        },
        {
          title: "Powrót",
          text: "Wracamy na miejsce startu – z uśmiechem i zdjęciami w telefonie.",
        },
      ],
      ctaTitle: "Zarezerwuj rejs po Wiśle",
      ctaText:
        "Rejsy rezerwowane online opłacisz od razu na stronie rezerwacji. O pozostałe zapytaj telefonicznie lub przez WhatsApp.",
      ctaBook: "Kup bilet online",
      whatsappText: "Dzień dobry! Mam pytanie o rejs motorówką po Wiśle w Warszawie.",
      tipsHeading: "Praktyczne wskazówki",
      tips: [
        {
          title: "Najlepszy sezon",
          text: "Szczyt sezonu to czerwiec–sierpień. Od maja do września pogoda zwykle sprzyja rejsom, a w kwietniu i październiku pływamy poza szczytem sezonu – jest chłodniej, ale spokojniej.",
        },
        {
          title: "Co zabrać",
          text: "Kurtkę przeciwwiatrową, okulary przeciwsłoneczne, krem z filtrem i wodoodporne etui na telefon. Na łodzi może chlapać, więc zostaw w domu to, co nie lubi wody.",
        },
        {
          title: "Jak dotrzeć na start",
          text: "Start jest przy kładce pieszo-rowerowej między Powiślem a Pragą. Najprościej metrem M2 do stacji Centrum Nauki Kopernik i kilka minut pieszo. Dokładne miejsce podamy w potwierdzeniu rezerwacji.",
        },
      ],
    },
    zegrze: {
      heroKicker: "Zalew Zegrzyński",
      heroText:
        "Prywatne rejsy motorówką RIB po Zalewie Zegrzyńskim, 50 minut od Warszawy. Cała łódź {upToPeople}. Start: {startPoint}.",
      heroImageAlt:
        "Ilustracja: motorówka RIB na Zalewie Zegrzyńskim, w tle żaglówki i zalesiony brzeg o zachodzie słońca.",
      cruisesHeading: "Rejsy na Zegrzu",
      cruisesText: "Dwa prywatne rejsy – płacisz za całą łódź, płyniesz tylko ze swoją ekipą.",
      cruises: {
        zegrze30: {
          title: "Zegrze 30 min – Adrenalina",
          gloss: "",
          text: "Pół godziny szybkiej jazdy po otwartej wodzie: ślizg, ostre zakręty i fale od żaglówek.",
          route: list(
            "Start z portu żeglarskiego",
            "Szybka jazda po otwartej części zalewu",
            "Ósemki i ostre zakręty na pełnej prędkości",
            "Powrót do portu",
          ),
          imageAlt: "Ilustracja: motorówka RIB tnie fale na zalewie, za nią szeroki biały ślad.",
        },
        zegrze60: {
          title: "Zegrze 60 min – Prawdziwa wyprawa",
          gloss: "",
          text: "Godzina na zalewie: szybkie odcinki, spokojne zatoki i widok na Serock od strony wody.",
          route: list(
            "Start z portu żeglarskiego",
            "Wzdłuż zalesionych brzegów zalewu",
            "Okolice Serocka i ujścia Bugu do Narwi",
            "Spokojne zatoki i czas na zdjęcia",
            "Szybki powrót do portu",
          ),
          imageAlt:
            "Ilustracja: motorówka RIB w słoneczny dzień na zalewie, w tle białe żagle i las.",
        },
      },
      routeHeading: "Trasa",
      book: "Zarezerwuj",
      availabilityHeading: "Sprawdź dostępność",
      availabilityText:
        "Terminy na Zegrzu ustalamy telefonicznie – zadzwoń, a sprawdzimy wolne godziny.",
      callForAvailability: "Zadzwoń i sprawdź termin",
      galleryHeading: "Galeria",
      gallery: list(
        "Ilustracja: Zalew Zegrzyński w południe – żaglówki i motorówka RIB.",
        "Ilustracja: wieczór na zalewie, fioletowe niebo i białe żagle.",
        "Ilustracja: motorówka RIB w pełnym ślizgu o zachodzie słońca.",
        "Ilustracja: złota godzina nad zalewem i port żeglarski.",
      ),
      rentalTitle: "Wolisz stanąć za sterem?",
      rentalText: `Na Zegrzu wypożyczysz też motorówkę bez patentu – od ${formatPrice(RENTAL_PRODUCT.hourly, "pl")} za godzinę.`,
      rentalLink: "Motorówka bez patentu",
    },
    gdansk: {
      heroKicker: "Gdańsk · {startPoint}",
      heroText:
        "Szykujemy rejsy motorówką RIB w Gdańsku – po morzu, po Motławie i na Hel. Start: {startPoint}.",
      heroTextOpen:
        "Rejsy motorówką RIB w Gdańsku – po morzu, po Motławie i na Hel. Start: {startPoint}.",
      heroImageAlt:
        "Ilustracja: gdański Żuraw i kamienice nad Motławą o zachodzie słońca, na wodzie motorówka RIB.",
      comingSoon: "Wkrótce",
      offerHeading: "Co przygotowujemy",
      offers: [
        {
          title: "Start: {startPoint}",
          text: "W samym sercu Gdańska, kilka kroków od Żurawia i Długiego Pobrzeża.",
        },
        {
          title: "Rejsy po morzu",
          text: "Szybki wypad na Zatokę Gdańską – morska fala i widok na port.",
        },
        {
          title: "Rejsy po Motławie i Wiśle",
          text: "Spichlerze, Żuraw i stocznia z perspektywy wody.",
        },
        {
          title: "Wyprawy na Hel",
          text: "Motorówką przez zatokę na Półwysep Helski.",
        },
      ],
      stayTuned: "Chcesz wiedzieć o starcie jako pierwszy?",
      stayTunedText:
        "Zadzwoń albo napisz na WhatsApp – damy znać, gdy ruszymy. Tymczasem zapraszamy do Warszawy i na Zegrze.",
      whatsappText: "Dzień dobry! Proszę o informację, kiedy ruszą rejsy motorówką w Gdańsku.",
      seeLocations: "Zobacz dostępne lokalizacje",
    },
  },
  {
    common: {
      ticketed: "Shared cruise",
      private: "Private cruise",
      perPerson: "per person",
      perBoat: "per boat ({upToPeople})",
      minutes: "{n} min",
      details: "Details",
      detailsOf: "Details of the {name} cruise",
      bookOnline: "Book online",
      bookWithPrice: "Book for",
      askForPrice: "Ask for a price",
      callUs: "Call us",
      whatsapp: "Message us on WhatsApp",
      backToList: "All Vistula cruises",
      price: "Price",
      upToPeople: "{upToPeople}",
      weatherHeading: "Weather and availability",
    },
    cruises: {
      "20": {
        gloss: "“Madness”",
        title: "20-minute cruise – Szaleństwo",
        summary:
          "Short, fast and loud: 20 minutes on a shared boat at up to 80 km/h, sharp turns on open water and a view of the Old Town. The perfect first RIB ride.",
        facts: [
          {
            title: "{duration}",
            text: "Pure adrenaline – just right for a break from sightseeing.",
          },
          {
            title: "Ticket per person",
            text: "A shared boat: you only pay for your own seat.",
          },
          {
            title: "Up to 80 km/h",
            text: "Tight turns and planing across the Vistula with an experienced captain.",
          },
        ],
        route: [
          "Start under the pedestrian and cycle footbridge between Powiśle and Praga.",
          "Full speed towards Poniatowski Bridge.",
          "Turn and cruise past the Old Town.",
          "Back to the starting point.",
        ],
        included: [
          "A licensed captain",
          "Life jackets",
          "A safety briefing",
          "Stories from Warsaw's history",
        ],
        excluded: [
          "Transfer to the start",
          "Food and drinks",
          "Personal insurance",
          "Souvenirs and photos",
        ],
        imageAlt:
          "Illustration: an orange RIB speedboat racing along the Vistula at dusk, with the Palace of Culture and towers behind.",
      },
      "30": {
        gloss: "“Fat Kate”, a historic water intake",
        title: "Private 30-minute cruise – Gruba Kaśka",
        summary:
          "The whole boat just for you: half an hour on the Vistula to Poniatowski Bridge and Gruba Kaśka, with the skyline and the Old Town as a backdrop.",
        facts: [
          {
            title: "{duration}",
            text: "A short private ride – great for birthdays and get-togethers.",
          },
          {
            title: "Up to {people}",
            text: "You book the whole boat, no strangers on board.",
          },
          {
            title: "Gruba Kaśka",
            text: "A historic water intake in the middle of the river, seen up close.",
          },
        ],
        route: [
          "Start under the pedestrian and cycle footbridge.",
          "Under Poniatowski Bridge.",
          "Up close to Gruba Kaśka, the historic water intake.",
          "The city-centre skyline.",
          "The Old Town from the river, then back.",
        ],
        included: [
          "A licensed captain",
          "Life jackets for everyone",
          "A safety briefing",
          "Pace and speed to suit your group",
          "Stories about the places you pass",
        ],
        excluded: PRIVATE_EXCLUDED.en,
        imageAlt:
          "Illustration: a RIB speedboat on the Vistula in golden light, with the cable-stayed bridge and the Old Town behind.",
      },
      "60": {
        gloss: "“Wild River”",
        title: "Private 60-minute cruise – Rwąca rzeka",
        summary:
          "An hour on the Vistula with the whole boat for your crew: from Siekierkowski Bridge past the skyline and the Old Town to the Spójnia rapids.",
        facts: [
          {
            title: "{duration}",
            text: "Time for speed, photo stops and stories about the city.",
          },
          {
            title: "Up to {people}",
            text: "A private boat – route and pace as you like.",
          },
          {
            title: "Spójnia rapids",
            text: "The wildest stretch of the Vistula inside Warsaw.",
          },
        ],
        route: [
          "Start under the pedestrian and cycle footbridge.",
          "Upriver to Siekierkowski Bridge.",
          "The skyline from the far bank.",
          "The Old Town and the Royal Castle from the water.",
          "The Spójnia rapids, then back to the start.",
        ],
        included: [
          "A licensed captain",
          "Life jackets for everyone",
          "A safety briefing",
          "Photo stops",
          "Stories about the city and the river",
        ],
        excluded: PRIVATE_EXCLUDED.en,
        imageAlt:
          "Illustration: a RIB speedboat on a sunny day on the Vistula, a white wake behind it and the Warsaw skyline.",
      },
      "90": {
        gloss: "“Maximum”",
        title: "Private 90-minute cruise – Maksimum",
        summary:
          "Our longest ride: an hour and a half on the Vistula – wild beaches, fallen trees, Zawady and Wilanów, then the skyline and the Old Town to finish.",
        facts: [
          {
            title: "{duration}",
            text: "The full route: the city and the wild Vistula.",
          },
          {
            title: "Up to {people}",
            text: "The whole boat for your group. For a bigger hen or stag party: our larger boat, {eventUpToPeople}.",
          },
          {
            title: "The wild Vistula",
            text: "Sandbanks and beaches you will never see from the embankment.",
          },
        ],
        route: [
          "Start under the pedestrian and cycle footbridge, heading upriver.",
          "Zawady – the wild banks in the south of Warsaw.",
          "Wilanów beach.",
          "The naturist beach.",
          "Fallen trees and sandbanks.",
          "The skyline.",
          "The Old Town, then back to the start.",
        ],
        included: [
          "A licensed captain",
          "Life jackets for everyone",
          "A safety briefing",
          "Photo stops on the wild stretches",
          "Stories about the river's history and nature",
        ],
        excluded: PRIVATE_EXCLUDED.en,
        imageAlt:
          "Illustration: a RIB speedboat on the Vistula at night, with lit towers and the Palace of Culture behind.",
      },
    },
    detail: {
      factsHeading: "Key facts",
      routeHeading: "The route",
      includedHeading: "Included",
      excludedHeading: "Not included",
      bookingNoteTicket: "Pay online in advance; your ticket arrives by e-mail.",
      bookingNotePhone:
        "We confirm the date and price by phone – give us a call and we'll sort out the details.",
      bookingNotePrivate90: "Price for the whole boat, paid online in advance.",
      ctaTitle: "Ready to ride?",
      ctaText:
        "Arrive 15 minutes before departure. The exact start point is in your booking confirmation.",
      otherCruises: "See other cruises",
    },
    warsaw: {
      heroKicker: "Warsaw · Vistula river",
      heroText:
        "A RIB speedboat at up to 80 km/h, the skyline, the Old Town from the river and the Vistula's wild beaches. Pick a shared ride or charter the whole boat for your group.",
      heroImageAlt:
        "Illustration: a RIB speedboat on the Vistula at dusk, with the Warsaw skyline and the Palace of Culture behind.",
      seeCruises: "See the cruises",
      ticketHeading: "Shared cruise",
      ticketText:
        "A shared boat with a ticket per person. The quickest way to feel the Vistula at full speed.",
      privateHeading: "Private charters",
      privateText:
        "The whole boat for {upToPeople} – for birthdays, hen and stag parties or a day out with friends.",
      timelineHeading: "How the cruise works",
      timeline: [
        {
          title: "Booking",
          text: "Book online or by phone – each cruise tells you how.",
        },
        {
          title: "Meeting point",
          text: "Be there 15 minutes before departure – the exact spot is in your confirmation.",
        },
        {
          title: "Briefing",
          text: "Put on a life jacket while the captain explains the safety rules.",
        },
        {
          title: "The ride",
          text: "Off we go! Speed, turns and Warsaw seen from the water.",
        },
        {
          title: "Return",
          text: "Back to the start – with a grin and photos on your phone.",
        },
      ],
      ctaTitle: "Book your Vistula cruise",
      ctaText:
        "Cruises you can book online are paid for straight away on the booking page. For the others, call us or message us on WhatsApp.",
      ctaBook: "Buy a ticket online",
      // Prefills follow the page language (docs/glossary.md "WhatsApp and e-mail prefills").
      whatsappText: "Hi! I have a question about a speedboat cruise on the Vistula in Warsaw.",
      tipsHeading: "Travel tips",
      tips: [
        {
          title: "Best season",
          text: "Peak season is June to August. May to September is usually good cruising weather, while April and October are outside the peak – cooler, but quieter.",
        },
        {
          title: "What to bring",
          text: "A windproof jacket, sunglasses, sunscreen and a waterproof phone pouch. Expect some spray, so leave anything that shouldn't get wet at your hotel.",
        },
        {
          title: "Getting to the meeting point",
          text: "We start by the pedestrian and cycle footbridge between Powiśle and Praga. The easiest way is metro line M2 to Centrum Nauki Kopernik, then a few minutes on foot. The exact spot is in your booking confirmation.",
        },
      ],
    },
    zegrze: {
      heroKicker: "Zegrze Lake",
      heroText:
        "Private RIB speedboat cruises on Zegrze Lake, 50 minutes from Warsaw. The whole boat for {upToPeople}. Start: {startPoint}.",
      heroImageAlt:
        "Illustration: a RIB speedboat on Zegrze Lake with sailing boats and a wooded shore at sunset.",
      cruisesHeading: "Cruises at Zegrze",
      cruisesText:
        "Two private cruises – you book the whole boat and ride only with your own group.",
      cruises: {
        zegrze30: {
          title: "Private 30-minute cruise – Adrenalina",
          gloss: "“Adrenaline”",
          text: "Half an hour of speed on open water: planing, sharp turns and the wash of passing sailing boats.",
          route: [
            "Start from the sailing port",
            "Across the open lake",
            "Figure-eights and tight turns at full speed",
            "Back to the port",
          ],
          imageAlt:
            "Illustration: a RIB speedboat cutting across the lake, leaving a wide white wake.",
        },
        zegrze60: {
          title: "Private 60-minute cruise – Prawdziwa wyprawa",
          gloss: "“A real expedition”",
          text: "An hour on the lake: fast stretches, calm bays and Serock seen from the water.",
          route: [
            "Start from the sailing port",
            "Along the lake's wooded shores",
            "Around Serock, where the Bug meets the Narew",
            "Calm bays and time for photos",
            "A fast run back to the port",
          ],
          imageAlt:
            "Illustration: a RIB speedboat on the lake on a sunny day, with white sails and forest behind.",
        },
      },
      routeHeading: "Route",
      book: "Book",
      availabilityHeading: "Check availability",
      availabilityText:
        "We arrange Zegrze dates by phone – call us and we'll check the free slots.",
      callForAvailability: "Call to check a date",
      galleryHeading: "Gallery",
      gallery: [
        "Illustration: Zegrze Lake at noon – sailing boats and a RIB speedboat.",
        "Illustration: evening on the lake, a purple sky and white sails.",
        "Illustration: a RIB speedboat planing at sunset.",
        "Illustration: golden hour over the lake and the sailing port.",
      ],
      rentalTitle: "Fancy taking the helm yourself?",
      rentalText: `At Zegrze you can also hire a motorboat without a licence – from ${formatPrice(RENTAL_PRODUCT.hourly, "en")} per hour.`,
      rentalLink: "Licence-free motorboat hire",
    },
    gdansk: {
      heroKicker: "Gdańsk · {startPoint}",
      heroText:
        "We are getting RIB speedboat cruises ready in Gdańsk: out to sea, along the Motława and to the Hel peninsula. Start: {startPoint}.",
      heroTextOpen:
        "RIB speedboat cruises in Gdańsk: out to sea, along the Motława and to the Hel peninsula. Start: {startPoint}.",
      heroImageAlt:
        "Illustration: Gdańsk's medieval crane and townhouses on the Motława at sunset, with a RIB speedboat on the water.",
      comingSoon: "Coming soon",
      offerHeading: "What we are preparing",
      offers: [
        {
          title: "Start: {startPoint}",
          text: "In the heart of Gdańsk, a few steps from the Crane and the Long Embankment.",
        },
        {
          title: "Sea cruises",
          text: "A fast run out into the Gulf of Gdańsk – real sea swell and a view of the port.",
        },
        {
          title: "Motława and Vistula cruises",
          text: "Granaries, the Crane and the shipyard from the water.",
        },
        {
          title: "Trips to Hel",
          text: "Across the bay to the Hel peninsula by speedboat.",
        },
      ],
      stayTuned: "Want to hear first when we launch?",
      stayTunedText:
        "Call us or send a WhatsApp message – we'll let you know when we start. Until then, join us in Warsaw or at Zegrze.",
      whatsappText: "Hi! Please let me know when speedboat cruises start in Gdańsk.",
      seeLocations: "See available locations",
    },
  },
);
