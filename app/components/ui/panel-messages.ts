import { defineMessages } from "~/lib/i18n/messages";

/** The words the panel's shared form pieces say (useFormCall, the unsaved-changes guard). */
export const panelMessages = defineMessages(
  {
    genericError: "Wystąpił błąd. Spróbuj ponownie.",
    unsavedTitle: "Masz niezapisane zmiany",
    unsavedText: "Zmiany, których jeszcze nie zapisano, przepadną, jeśli teraz wyjdziesz.",
    unsavedStay: "Wróć do edycji",
    unsavedLeave: "Wyjdź bez zapisywania",
  },
  {
    genericError: "An error occurred. Please try again.",
    unsavedTitle: "You have unsaved changes",
    unsavedText: "Changes you have not saved yet will be lost if you leave now.",
    unsavedStay: "Back to editing",
    unsavedLeave: "Leave without saving",
  },
);

/** The words every panel form section says around loading and saving (notices, the Strona tab). */
export const panelFormWords = defineMessages(
  {
    loading: "Wczytywanie…",
    loadFailed: "Nie udało się wczytać danych. Odśwież stronę.",
    errorTitle: "Błąd",
    savedTitle: "Zapisano",
    fixFields: "Popraw zaznaczone pola.",
    save: "Zapisz",
    saving: "Zapisywanie…",
    cancel: "Anuluj",
  },
  {
    loading: "Loading…",
    loadFailed: "Could not load the data. Refresh the page.",
    errorTitle: "Error",
    savedTitle: "Saved",
    fixFields: "Please correct the highlighted fields.",
    save: "Save",
    saving: "Saving…",
    cancel: "Cancel",
  },
);
