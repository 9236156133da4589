import { defineMessages } from "~/lib/i18n/messages";

/** The panel's cruise prices tab (docs/product.md §8). Polish is the source. */
export const pricesMessages = defineMessages(
  {
    errorTitle: "Błąd",
    loading: "Ładowanie...",
    pricesEmpty: "Brak rejsów w tej lokalizacji",
    pricesHelpDescription:
      "„Opis” to notatka dla panelu: nie pojawia się na stronie. Widać go tylko tutaj i w historii zmian.",
    pricesHelpActive:
      "Odznaczone „Aktywny” zdejmuje cenę ze strony: wszędzie, gdzie była, pojawia się „Zapytaj o cenę”, a przyciski rezerwacji działają dalej, bez ceny.",
    priceLabel: "Cena (PLN)",
    descriptionLabel: "Opis",
    activeLabel: "Aktywny",
    save: "Zapisz zmiany",
    saving: "Zapisywanie...",
    savedTitle: "✅ Zapisano",
    savedText: "Cena została zaktualizowana",
    pricesLoadFailed: "Nie udało się pobrać cen rejsów",
    priceSaveFailed: "Nie udało się zapisać ceny",
  },
  {
    errorTitle: "Error",
    loading: "Loading...",
    pricesEmpty: "No cruises at this location",
    pricesHelpDescription:
      "“Description” is a note for the panel: it does not appear on the site. It shows only here and in the change history.",
    pricesHelpActive:
      "Unticking “Active” takes the price off the site: wherever it was, “Ask for a price” appears, and the booking buttons keep working, without a price.",
    priceLabel: "Price (PLN)",
    descriptionLabel: "Description",
    activeLabel: "Active",
    save: "Save changes",
    saving: "Saving...",
    savedTitle: "✅ Saved",
    savedText: "The price has been updated",
    pricesLoadFailed: "Could not load the cruise prices",
    priceSaveFailed: "Could not save the price",
  },
);
