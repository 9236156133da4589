import { defineMessages } from "~/lib/i18n/messages";

/** True when a Polish count takes the 2–4 form ("2 wiadomości czekają"), not the 5+ form ("5 wiadomości czeka"). */
function plFew(n: number): boolean {
  const units = n % 10;
  const tens = n % 100;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14);
}

/** Every string of the campaigns section and its API (Polish is the source). */
export const campaignMessages = defineMessages(
  {
    title: "Kampanie",
    intro:
      "Wiadomości do subskrybentów newslettera. Każdy subskrybent dostaje wersję w swoim języku; jeśli nie ma wersji angielskiej, wszyscy dostają polską.",
    newCampaign: "Nowa kampania",
    empty: "Nie ma jeszcze żadnej kampanii.",
    loadFailed: "Nie udało się wczytać kampanii.",
    listLabel: "Lista kampanii",
    colSubject: "Temat",
    colStatus: "Status",
    colAudience: "Odbiorcy",
    colProgress: "Wysłane",
    open: "Otwórz",
    back: "Wróć do listy",
    status: {
      draft: "Szkic",
      scheduled: "Zaplanowana",
      sending: "W trakcie wysyłki",
      sent: "Wysłana",
      cancelled: "Anulowana",
    } as Record<string, string>,
    regions: {
      warsaw: "Warszawa",
      zegrze: "Zegrze",
      gdansk: "Gdańsk",
      all: "Wszystkie lokalizacje",
    } as Record<string, string>,
    everyone: "Wszyscy subskrybenci",
    editorTitle: "Treść kampanii",
    polish: "Polski",
    english: "Angielski",
    subjectPl: "Temat (po polsku)",
    bodyPl: "Treść (po polsku, Markdown)",
    subjectEn: "Temat (po angielsku, opcjonalnie)",
    bodyEn: "Treść (po angielsku, Markdown, opcjonalnie)",
    markdownHelp:
      "Markdown: **pogrubienie**, *kursywa*, [tekst linku](https://…), listy z „- ”. HTML nie jest przepuszczany.",
    audience: "Odbiorcy",
    audienceHelp:
      "Subskrybenci, którzy wybrali „Wszystkie lokalizacje”, dostają też kampanie regionalne.",
    audienceCount: (n: number) =>
      `Ta kampania trafi do ${n} ${n === 1 ? "aktywnego subskrybenta" : "aktywnych subskrybentów"}.`,
    audienceSent: (n: number) =>
      `Kampania trafiła do ${n} ${n === 1 ? "subskrybenta" : "subskrybentów"}.`,
    audienceSplit: (pl: number, en: number) =>
      `Po polsku: ${pl}, po angielsku: ${en}.`,
    save: "Zapisz szkic",
    saving: "Zapisywanie...",
    saved: "Zapisano kampanię",
    saveFailed: "Nie udało się zapisać kampanii",
    readOnly: "Tej kampanii nie można już zmieniać.",
    previewTitle: "Podgląd wiadomości",
    previewFrame: (lang: string) => `Podgląd wiadomości: ${lang}`,
    previewEnFallback:
      "Jeśli nie ma wersji angielskiej, subskrybenci anglojęzyczni dostaną wersję polską.",
    previewFailed: "Nie udało się przygotować podglądu.",
    testTitle: "Wysyłka testowa",
    testHelp: (email: string) =>
      `Kampania (w każdym języku, w którym ją napisano) trafi tylko na Twój adres: ${email}.`,
    testSend: "Wyślij test na mój adres",
    testSending: "Wysyłanie testu...",
    testSent: "Wysłano wiadomość testową",
    testSentText: (n: number, email: string) =>
      n === 1
        ? `1 wiadomość czeka na wysłanie na adres ${email}.`
        : `${n} ${plFew(n) ? "wiadomości czekają" : "wiadomości czeka"} na wysłanie na adres ${email}.`,
    sendTitle: "Wysyłka",
    sendNow: "Wyślij teraz",
    sendNowConfirm: (n: number) =>
      `Wysłać tę kampanię teraz do ${n} ${n === 1 ? "subskrybenta" : "subskrybentów"}? Tej operacji nie można cofnąć.`,
    confirm: "Tak, wyślij",
    cancelDialog: "Nie",
    schedule: "Zaplanuj",
    scheduleAt: "Data i godzina wysyłki (czas warszawski)",
    scheduledFor: (when: string) => `Zaplanowana na ${when} (czas warszawski).`,
    cancelSchedule: "Anuluj zaplanowaną wysyłkę",
    cancelled: "Wysyłka anulowana",
    sendStarted: "Wysyłka rozpoczęta",
    scheduledToast: "Kampania zaplanowana",
    actionFailed: "Nie udało się wykonać operacji",
    progressLabel: "Postęp wysyłki kampanii",
    progress: (done: number, total: number) => `Wysłano ${done} z ${total}`,
    counts: "Stan wysyłki",
    countSent: "Wysłane",
    countFailed: "Nieudane",
    countPending: "Oczekujące",
    countSkipped: "Pominięte (po wypisaniu)",
    recipientsTitle: "Odbiorcy",
    recipientEmail: "E-mail",
    recipientLanguage: "Język",
    recipientStatus: "Status",
    recipientStatuses: {
      pending: "Oczekuje",
      sending: "W trakcie wysyłki",
      sent: "Wysłano",
      failed: "Nie wysłano",
      skipped: "Pominięto (po wypisaniu)",
      removed: "Usunięto",
    } as Record<string, string>,
    morePages: (from: number, to: number, total: number) =>
      `${from}–${to} z ${total}`,
    prev: "Poprzednia",
    next: "Następna",
    // API messages
    required: "To pole jest wymagane",
    tooLong: "Ten tekst jest za długi",
    region: "Wybierz region z listy",
    englishPair: "Podaj temat i treść po angielsku albo zostaw oba pola puste",
    remoteImage:
      "Kampania nie może wczytywać obrazów z innych serwerów: serwer obrazu dowiedziałby się, kto i kiedy otworzył wiadomość. Usuń obraz ![…](…) albo użyj zdjęcia z naszej witryny (adres zaczynający się od /media/).",
    scheduledAt: "Podaj datę i godzinę wysyłki",
    scheduledPast: "Termin wysyłki musi być w przyszłości",
    notEditable: "Kampanię można zmieniać tylko przed rozpoczęciem wysyłki.",
    notSendable:
      "Ta kampania została już wysłana, jest w trakcie wysyłki albo została anulowana.",
    notCancellable:
      "Anulować można tylko zaplanowaną kampanię, zanim wysyłka się zacznie.",
    noRecipients: "Nie ma aktywnych subskrybentów w wybranym regionie.",
    testSubjectPrefix: "[TEST] ",
  },
  {
    title: "Campaigns",
    intro:
      "Messages to newsletter subscribers. Each subscriber receives the version in their own language; if there is no English version, everyone receives the Polish one.",
    newCampaign: "New campaign",
    empty: "There are no campaigns yet.",
    loadFailed: "Could not load the campaigns.",
    listLabel: "Campaign list",
    colSubject: "Subject",
    colStatus: "Status",
    colAudience: "Audience",
    colProgress: "Sent",
    open: "Open",
    back: "Back to the list",
    status: {
      draft: "Draft",
      scheduled: "Scheduled",
      sending: "Sending",
      sent: "Sent",
      cancelled: "Cancelled",
    },
    regions: {
      warsaw: "Warsaw",
      zegrze: "Zegrze",
      gdansk: "Gdańsk",
      all: "All locations",
    },
    everyone: "All subscribers",
    editorTitle: "Campaign content",
    polish: "Polish",
    english: "English",
    subjectPl: "Subject (Polish)",
    bodyPl: "Body (Polish, Markdown)",
    subjectEn: "Subject (English, optional)",
    bodyEn: "Body (English, Markdown, optional)",
    markdownHelp:
      "Markdown: **bold**, *italic*, [link text](https://…), lists with “- ”. HTML is not passed through.",
    audience: "Audience",
    audienceHelp:
      "Subscribers who chose “All locations” also receive regional campaigns.",
    audienceCount: (n: number) =>
      `This campaign will go to ${n} active ${n === 1 ? "subscriber" : "subscribers"}.`,
    audienceSent: (n: number) =>
      `This campaign was sent to ${n} ${n === 1 ? "subscriber" : "subscribers"}.`,
    audienceSplit: (pl: number, en: number) =>
      `In Polish: ${pl}, in English: ${en}.`,
    save: "Save draft",
    saving: "Saving...",
    saved: "Campaign saved",
    saveFailed: "Could not save the campaign",
    readOnly: "This campaign can no longer be changed.",
    previewTitle: "E-mail preview",
    previewFrame: (lang: string) => `E-mail preview: ${lang}`,
    previewEnFallback:
      "If there is no English version, English-speaking subscribers will receive the Polish one.",
    previewFailed: "Could not prepare the preview.",
    testTitle: "Test e-mail",
    testHelp: (email: string) =>
      `The campaign (in each language it is written in) goes only to your address: ${email}.`,
    testSend: "Send me a test",
    testSending: "Sending the test...",
    testSent: "Test e-mail sent",
    testSentText: (n: number, email: string) =>
      n === 1
        ? `1 e-mail is queued for ${email}.`
        : `${n} e-mails are queued for ${email}.`,
    sendTitle: "Sending",
    sendNow: "Send now",
    sendNowConfirm: (n: number) =>
      `Send this campaign to ${n} ${n === 1 ? "subscriber" : "subscribers"} now? This cannot be undone.`,
    confirm: "Yes, send",
    cancelDialog: "No",
    schedule: "Schedule",
    scheduleAt: "Date and time to send (Warsaw time)",
    scheduledFor: (when: string) => `Scheduled for ${when} (Warsaw time).`,
    cancelSchedule: "Cancel the scheduled send",
    cancelled: "Send cancelled",
    sendStarted: "Sending started",
    scheduledToast: "Campaign scheduled",
    actionFailed: "Could not complete the action",
    progressLabel: "Campaign sending progress",
    progress: (done: number, total: number) => `Sent ${done} of ${total}`,
    counts: "Delivery",
    countSent: "Sent",
    countFailed: "Failed",
    countPending: "Pending",
    countSkipped: "Skipped (unsubscribed)",
    recipientsTitle: "Recipients",
    recipientEmail: "E-mail",
    recipientLanguage: "Language",
    recipientStatus: "Status",
    recipientStatuses: {
      pending: "Pending",
      sending: "Sending",
      sent: "Sent",
      failed: "Failed",
      skipped: "Skipped (unsubscribed)",
      removed: "Removed",
    },
    morePages: (from: number, to: number, total: number) =>
      `${from}–${to} of ${total}`,
    prev: "Previous",
    next: "Next",
    required: "This field is required",
    tooLong: "This text is too long",
    region: "Choose a region from the list",
    englishPair: "Enter both the English subject and body, or leave both empty",
    remoteImage:
      "A campaign cannot load images from other servers: the image's server would learn who opened the e-mail and when. Remove the image ![…](…) or use a picture from our site (an address starting with /media/).",
    scheduledAt: "Enter the date and time to send",
    scheduledPast: "The sending time must be in the future",
    notEditable: "A campaign can only be changed before sending starts.",
    notSendable:
      "This campaign has already been sent, is being sent or has been cancelled.",
    notCancellable:
      "Only a scheduled campaign can be cancelled, before sending starts.",
    noRecipients: "There are no active subscribers in the chosen region.",
    testSubjectPrefix: "[TEST] ",
  },
);
