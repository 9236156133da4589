import { defineMessages } from "~/lib/i18n/messages";

export const linkHubMessages = defineMessages(
  {
    tagline: "Rejsy motorówką RIB po Wiśle w Warszawie i na Zalewie Zegrzyńskim",
    socialLabel: "Nasze profile",
    home: "Strona główna",
    bookHeading: "Zarezerwuj rejs",
    book20: "Rejs 20 min – bilet online",
    bookPrivate: "Rejs prywatny – cała łódź",
    reviewsHeading: "Podobało się? Zostaw opinię",
    reviewsText: "Twoja opinia pomaga innym wybrać rejs – dziękujemy!",
    reviews: {
      tripadvisor: { name: "Tripadvisor", text: "Opinie podróżnych" },
      getyourguide: { name: "GetYourGuide", text: "Oceny atrakcji" },
      googleMaps: { name: "Google Maps", text: "Opinie w mapach" },
    },
    saveContact: "Zapisz nasz kontakt (vCard)",
    saved: "Wizytówka pobrana – otwórz plik, aby dodać kontakt.",
    vcardNote:
      "Rejsy motorówką RIB po Wiśle w Warszawie i na Zegrzu. Rezerwacje: telefon lub WhatsApp.",
    call: "Zadzwoń",
  },
  {
    tagline: "RIB speedboat cruises on the Vistula in Warsaw and on Zegrze Lake",
    socialLabel: "Our profiles",
    home: "Home page",
    bookHeading: "Book a cruise",
    book20: "20-min cruise – buy a ticket",
    bookPrivate: "Private cruise – the whole boat",
    reviewsHeading: "Enjoyed it? Leave a review",
    reviewsText: "Your review helps others choose a cruise – thank you!",
    reviews: {
      tripadvisor: { name: "Tripadvisor", text: "Traveller reviews" },
      getyourguide: { name: "GetYourGuide", text: "Activity ratings" },
      googleMaps: { name: "Google Maps", text: "Reviews on the map" },
    },
    saveContact: "Save our contact (vCard)",
    saved: "Contact card downloaded – open the file to add us to your contacts.",
    vcardNote:
      "RIB speedboat cruises on the Vistula in Warsaw and at Zegrze. Bookings by phone or WhatsApp.",
    call: "Call",
  },
);
