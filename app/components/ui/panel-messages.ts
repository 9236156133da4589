import { defineMessages } from "~/lib/i18n/messages";

/** The words the panel's shared form pieces say (useFormCall, the unsaved-changes guard). */
export const panelMessages = defineMessages(
  {
    genericError: "Wystąpił błąd. Spróbuj ponownie.",
    unsavedTitle: "Masz niezapisane zmiany",
    unsavedText:
      "Jeśli teraz wyjdziesz, zmiany, których nie zapisano przyciskiem „Zapisz”, przepadną.",
    unsavedStay: "Wróć do edycji",
    unsavedLeave: "Wyjdź bez zapisywania",
  },
  {
    genericError: "An error occurred. Please try again.",
    unsavedTitle: "You have unsaved changes",
    unsavedText: "If you leave now, the changes you have not saved with “Save” will be lost.",
    unsavedStay: "Back to editing",
    unsavedLeave: "Leave without saving",
  },
);
