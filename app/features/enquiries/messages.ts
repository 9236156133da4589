import { defineMessages } from "~/lib/i18n/messages";
import type { EnquiryStatus } from "./statuses";

type Delivery = "pending" | "sending" | "sent" | "failed";

/** Polish plural of "nowe" after a number: 1 nowe, 2–4 nowe, 5 nowych, 12 nowych, 22 nowe. */
function plNew(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (n === 1) return "nowe";
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return "nowe";
  return "nowych";
}

function plEnquiries(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (n === 1) return "zapytanie";
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return "zapytania";
  return "zapytań";
}

/** The enquiries inbox of the panel (docs/product.md §10, decision 100). Polish is the source. */
export const enquiryMessages = defineMessages(
  {
    tab: "Zapytania",
    /** Read by screen readers as part of the tab's name. */
    unread: (n: number) => `${n} ${plNew(n)}`,
    title: "Zapytania o wydarzenia",
    filters: "Filtry",
    filtersActive: "Filtry (włączone)",
    statusAfterReply: "Status po wysłaniu odpowiedzi",
    status: "Status",
    anyStatus: "Wszystkie statusy",
    statuses: {
      new: "Nowe",
      in_progress: "W toku",
      confirmed: "Potwierdzone",
      declined: "Odrzucone",
      done: "Zakończone",
    } satisfies Record<EnquiryStatus, string>,
    from: "Otrzymane od",
    to: "Otrzymane do",
    search: "Szukaj (imię, e-mail, telefon)",
    apply: "Filtruj",
    clear: "Wyczyść filtry",
    exportCsv: "Pobierz CSV",
    exportHint: "Plik CSV z zapytaniami spełniającymi filtry",
    count: (n: number) => `${n} ${plEnquiries(n)}`,
    empty: "Brak zapytań.",
    emptyFiltered: "Żadne zapytanie nie pasuje do filtrów.",
    loadFailed: "Nie udało się wczytać zapytań",
    detailFailed: "Nie udało się wczytać zapytania",
    loading: "Ładowanie...",
    pages: "Strony listy zapytań",
    previous: "Poprzednia",
    next: "Następna",
    pageOf: (page: number, pages: number) => `Strona ${page} z ${pages}`,
    listLabel: "Lista zapytań",
    eventOn: (date: string) => `Wydarzenie: ${date}`,
    received: "Otrzymano",
    choose: "Wybierz zapytanie z listy, aby zobaczyć szczegóły.",
    back: "Wróć do listy",
    detailTitle: (id: number) => `Zapytanie nr ${id}`,
    fields: {
      name: "Imię i nazwisko",
      email: "E-mail",
      phone: "Telefon",
      eventDate: "Data wydarzenia",
      time: "Godziny",
      description: "Opis wydarzenia",
      language: "Język",
      received: "Otrzymano",
      operatorEmail: "Powiadomienie do operatora",
    },
    languages: { pl: "polski", en: "angielski" } as Record<string, string>,
    operatorEmail: {
      pending: "czeka w kolejce",
      sending: "w trakcie wysyłki",
      sent: "wysłane",
      failed: "nie udało się wysłać",
      none: "nie zostało utworzone",
    } satisfies Record<Delivery | "none", string>,
    changeStatus: "Zmień status",
    saveStatus: "Zapisz status",
    statusSaved: "✅ Zapisano status",
    statusSavedText: (status: string) =>
      `Zapytanie ma teraz status „${status}”.`,
    thread: "Notatki i odpowiedzi",
    threadEmpty: "Brak notatek i odpowiedzi.",
    noteKind: "Notatka",
    replyKind: "Odpowiedź e-mail",
    byAt: (author: string, at: string) => `${author} · ${at}`,
    unknownAuthor: "administrator",
    delivery: {
      pending: "czeka w kolejce",
      sending: "w trakcie wysyłki",
      sent: "wysłana",
      failed: "nie udało się wysłać",
    } satisfies Record<Delivery, string>,
    deliveryLabel: "Wysyłka",
    addNote: "Dodaj notatkę",
    noteLabel: "Notatka wewnętrzna (widzą ją tylko administratorzy)",
    noteAdded: "✅ Dodano notatkę",
    noteEmpty: "Wpisz treść notatki",
    reply: "Odpowiedz e-mailem",
    replyIntro: (language: string, email: string) =>
      `Język odpowiedzi: ${language} (jak w zapytaniu). Adresat: ${email}. Odpowiedź klienta trafi na adres operatora.`,
    subject: "Temat",
    body: "Treść",
    sendReply: "Wyślij odpowiedź",
    sendingReply: "Wysyłanie...",
    replyQueued: "✅ Odpowiedź wysłana",
    replyQueuedText:
      "Wiadomość czeka w kolejce do wysłania i została dodana do wątku.",
    replyRepeated:
      "Ta sama odpowiedź została już wysłana – nie wysłano jej ponownie.",
    resetTemplate: "Przywróć szablon",
    saving: "Zapisywanie...",
    errorTitle: "Błąd",
    saveFailed: "Nie udało się zapisać zmian",
    sendFailed: "Nie udało się wysłać odpowiedzi",
  },
  {
    tab: "Enquiries",
    unread: (n: number) => `${n} new`,
    title: "Event enquiries",
    filters: "Filters",
    filtersActive: "Filters (on)",
    statusAfterReply: "Status after the reply is sent",
    status: "Status",
    anyStatus: "All statuses",
    statuses: {
      new: "New",
      in_progress: "In progress",
      confirmed: "Confirmed",
      declined: "Declined",
      done: "Done",
    },
    from: "Received from",
    to: "Received until",
    search: "Search (name, e-mail, phone)",
    apply: "Filter",
    clear: "Clear filters",
    exportCsv: "Download CSV",
    exportHint: "A CSV file of the enquiries that match the filters",
    count: (n: number) => `${n} ${n === 1 ? "enquiry" : "enquiries"}`,
    empty: "No enquiries.",
    emptyFiltered: "No enquiry matches the filters.",
    loadFailed: "Could not load the enquiries",
    detailFailed: "Could not load the enquiry",
    loading: "Loading...",
    pages: "Pages of the enquiry list",
    previous: "Previous",
    next: "Next",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    listLabel: "Enquiry list",
    eventOn: (date: string) => `Event: ${date}`,
    received: "Received",
    choose: "Choose an enquiry from the list to see its details.",
    back: "Back to the list",
    detailTitle: (id: number) => `Enquiry no. ${id}`,
    fields: {
      name: "Full name",
      email: "E-mail",
      phone: "Phone",
      eventDate: "Event date",
      time: "Time",
      description: "Event description",
      language: "Language",
      received: "Received",
      operatorEmail: "Notification to the operator",
    },
    languages: { pl: "Polish", en: "English" },
    operatorEmail: {
      pending: "waiting in the queue",
      sending: "being sent",
      sent: "sent",
      failed: "could not be sent",
      none: "was not created",
    },
    changeStatus: "Change status",
    saveStatus: "Save status",
    statusSaved: "✅ Status saved",
    statusSavedText: (status: string) =>
      `The enquiry's status is now “${status}”.`,
    thread: "Notes and replies",
    threadEmpty: "No notes or replies yet.",
    noteKind: "Note",
    replyKind: "E-mail reply",
    byAt: (author: string, at: string) => `${author} · ${at}`,
    unknownAuthor: "administrator",
    delivery: {
      pending: "waiting in the queue",
      sending: "being sent",
      sent: "sent",
      failed: "could not be sent",
    },
    deliveryLabel: "Delivery",
    addNote: "Add a note",
    noteLabel: "Internal note (only administrators see it)",
    noteAdded: "✅ Note added",
    noteEmpty: "Enter the text of the note",
    reply: "Reply by e-mail",
    replyIntro: (language: string, email: string) =>
      `Reply language: ${language} (as in the enquiry). To: ${email}. The customer's reply will go to the operator's address.`,
    subject: "Subject",
    body: "Message",
    sendReply: "Send reply",
    sendingReply: "Sending...",
    replyQueued: "✅ Reply sent",
    replyQueuedText:
      "The message is in the mail queue and has been added to the thread.",
    replyRepeated:
      "This reply has already been sent, so it was not sent again.",
    resetTemplate: "Restore the template",
    saving: "Saving...",
    errorTitle: "Error",
    saveFailed: "Could not save the changes",
    sendFailed: "Could not send the reply",
  },
);
