/**
 * The words a catalogue cruise's page and card add around the operator's texts (decision 301):
 * derived facts, lifecycle notes, booking labels. Code, not page copy: they frame the
 * operator's data, and the panel edits the data itself.
 */
import { defineMessages } from "~/lib/i18n/messages";

export const catalogueMessages = defineMessages(
  {
    durationTitle: "{n} minut",
    durationText: "Tyle trwa rejs na wodzie, od startu do powrotu.",
    privateTitle: "Cała łódź {upToPeople}",
    privateText: "Płacisz za całą łódź, płyniesz tylko ze swoją ekipą.",
    sharedTitle: "Bilet na osobę",
    sharedText: "Wspólna łódź {upToPeople}, płacisz za swoje miejsce.",
    startTitle: "Start",
    notOffered: "Tego rejsu nie ma teraz w ofercie. Zobacz inne rejsy albo zadzwoń – doradzimy.",
    seasonStarts: "Poza sezonem – rejsy ruszają {date}.",
    bookFrom: "Rezerwacje od {date}",
    enquire: "Zapytaj o termin",
    bookByPhone: "Zadzwoń i zarezerwuj",
    bookingNoteProvider: "Płatność online z góry, potwierdzenie przychodzi e-mailem.",
    bookingNotePhone: "Termin i cenę potwierdzamy telefonicznie – zadzwoń, ustalimy szczegóły.",
    bookingNoteEnquiry: "Wyślij zapytanie – odpowiemy z wolnymi terminami i ceną.",
    showOnMap: "Pokaż miejsce startu na mapie",
    backTo: {
      warszawa: "Wszystkie rejsy po Wiśle",
      zegrze: "Wszystkie rejsy na Zegrzu",
      gdansk: "Wszystkie rejsy w Gdańsku",
    },
    backToLocation: "Wszystkie rejsy – {name}",
    moreHeading: "Więcej rejsów",
    locationHeading: "Rejsy łodzią RIB – {name}",
    locationHeadingSoon: "Wkrótce: rejsy łodzią RIB – {name}",
    locationDescription:
      "Rejsy łodzią RIB – {name}. Start: {startPoint}. Wybierz rejs i zarezerwuj miejsce na wodzie.",
    locationDescriptionSoon:
      "Wkrótce: rejsy łodzią RIB – {name}. Start: {startPoint}. Zadzwoń, a powiemy, kiedy startujemy.",
    locationKicker: "{name} · {startPoint}",
    comingSoon: "Wkrótce",
    comingSoonText:
      "Przygotowujemy rejsy w tym miejscu. Zadzwoń albo napisz, a powiemy, kiedy startujemy.",
    seeLocations: "Zobacz inne lokalizacje",
    seeCruises: "Zobacz rejsy",
    galleryHeading: "Galeria",
    locationCruisesHeading: "Nasze rejsy",
    slotLabels: {
      hero: "{name}: zdjęcie główne (strona główna i strona lokalizacji)",
      card: "Strona główna: karta lokalizacji {name}",
      gallery: "{name}: galeria",
    },
    cruisesHeading: "Rejsy w Gdańsku",
    cruisesText: "Wybierz rejs i zarezerwuj miejsce na wodzie.",
  },
  {
    durationTitle: "{n} minutes",
    durationText: "The time on the water, from the start to the return.",
    privateTitle: "The whole boat, {upToPeople}",
    privateText: "You pay for the whole boat and ride only with your own group.",
    sharedTitle: "Ticket per person",
    sharedText: "A shared boat for {upToPeople}: you pay for your own seat.",
    startTitle: "Start",
    notOffered:
      "This cruise is not offered at the moment. See our other cruises or call us – we'll help you choose.",
    seasonStarts: "Out of season – cruises start on {date}.",
    bookFrom: "Booking from {date}",
    enquire: "Ask for a date",
    bookByPhone: "Call to book",
    bookingNoteProvider: "Pay online in advance; your confirmation arrives by e-mail.",
    bookingNotePhone:
      "We confirm the date and price by phone – call us and we'll arrange the details.",
    bookingNoteEnquiry: "Send an enquiry – we'll reply with available dates and the price.",
    showOnMap: "Show the start point on a map",
    backTo: {
      warszawa: "All Vistula cruises",
      zegrze: "All Zegrze cruises",
      gdansk: "All Gdańsk cruises",
    },
    backToLocation: "All cruises – {name}",
    moreHeading: "More cruises",
    locationHeading: "RIB boat cruises – {name}",
    locationHeadingSoon: "Coming soon: RIB boat cruises – {name}",
    locationDescription:
      "RIB boat cruises – {name}. Start: {startPoint}. Choose a cruise and book your place on the water.",
    locationDescriptionSoon:
      "Coming soon: RIB boat cruises – {name}. Start: {startPoint}. Call us and we'll tell you when we launch.",
    locationKicker: "{name} · {startPoint}",
    comingSoon: "Coming soon",
    comingSoonText:
      "We are getting cruises ready here. Call or write to us and we'll tell you when we launch.",
    seeLocations: "See our other locations",
    seeCruises: "See the cruises",
    galleryHeading: "Gallery",
    locationCruisesHeading: "Our cruises",
    slotLabels: {
      hero: "{name}: main photo (home page and location page)",
      card: "Home page: {name} card",
      gallery: "{name}: gallery",
    },
    cruisesHeading: "Cruises in Gdańsk",
    cruisesText: "Choose a cruise and book your place on the water.",
  },
);
export type CatalogueCopy = (typeof catalogueMessages)["pl"];
