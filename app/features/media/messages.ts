import { defineMessages } from "~/lib/i18n/messages";

/** The photo library: the upload's answers and the panel's "Zdjęcia" tab. Polish is the source. */
export const mediaMessages = defineMessages(
  {
    api: {
      unsupported:
        "Ten typ pliku nie jest obsługiwany. Wyślij zdjęcie w formacie JPEG, PNG, WebP lub AVIF.",
      heic: "Zdjęcia HEIC z iPhone’a nie są obsługiwane. Wyślij je jako JPEG (na iPhonie: Ustawienia → Aparat → Formaty → Najbardziej zgodne, albo udostępnij zdjęcie przez „Zapisz w Plikach” jako JPEG).",
      tooLarge: "Plik jest za duży: zdjęcie może mieć najwyżej 20 MB.",
      corrupt:
        "Tego pliku nie da się odczytać jako zdjęcia: może być uszkodzony albo niekompletny.",
      tooManyPixels:
        "To zdjęcie ma ponad 50 megapikseli. Zmniejsz je i wyślij ponownie.",
      noFile: "Nie przesłano pliku (pole „file”).",
      notMultipart: "Zdjęcie wysyła się jako multipart/form-data.",
      inUse: (where: string) =>
        `Tego zdjęcia nie można usunąć, bo jest używane: ${where}. Najpierw wybierz inne zdjęcie w tych miejscach.`,
      unknownSlot: "Nie ma takiego miejsca na zdjęcie.",
      notReady: (id: number) => `Zdjęcie nr ${id} nie jest jeszcze gotowe.`,
      missingAlt: (id: number) =>
        `Zdjęcie nr ${id} musi mieć tekst alternatywny po polsku i po angielsku.`,
      tooNarrow: (id: number, width: number, minWidth: number) =>
        `Zdjęcie nr ${id} ma ${width} px szerokości, a to miejsce potrzebuje co najmniej ${minWidth} px.`,
      missing: (id: number) => `Nie ma zdjęcia nr ${id}.`,
      notRestorable: "Tego zdjęcia nie ma w koszu.",
    },
    tab: "Zdjęcia",
    title: "Zdjęcia",
    intro:
      "Zdjęcia łodzi, załogi i gości zamiast rysunków. Dodaj zdjęcie, opisz je po polsku i po angielsku, wskaż najważniejszy punkt, a potem wybierz, gdzie ma się pokazać.",
    add: "Dodaj zdjęcia",
    addHint:
      "JPEG, PNG, WebP lub AVIF, do 20 MB każde. Można wybrać kilka naraz, także z galerii telefonu.",
    uploading: (name: string) => `Wysyłanie: ${name}`,
    uploaded: (n: number) =>
      n === 1
        ? "Wysłano 1 zdjęcie. Przygotowujemy je do strony."
        : `Wysłano zdjęcia: ${n}. Przygotowujemy je do strony.`,
    uploadFailed: (name: string, message: string) => `${name}: ${message}`,
    library: "Biblioteka",
    empty: "Nie ma jeszcze żadnych zdjęć.",
    status: {
      pending: "W kolejce…",
      processing: "Przygotowywanie…",
      ready: "Gotowe",
      failed: "Nie udało się przygotować",
    },
    photoNo: (id: number) => `Zdjęcie nr ${id}`,
    size: (w: number, h: number) => `${w} × ${h} px`,
    usedIn: "Używane w:",
    unused: "Nieużywane",
    noAlt: "Brak opisu",
    edit: "Edytuj",
    editTitle: (id: number) => `Zdjęcie nr ${id}`,
    altPl: "Tekst alternatywny (po polsku)",
    altEn: "Tekst alternatywny (po angielsku)",
    altHint:
      "Co widać na zdjęciu, jednym zdaniem: czytniki ekranu i Google czytają ten opis.",
    focal: "Punkt centralny",
    focalHint:
      "Dotknij zdjęcia w najważniejszym miejscu: przy przycinaniu do innych proporcji ten punkt zostanie widoczny.",
    focalValue: (x: number, y: number) =>
      `Punkt centralny: ${x}% od lewej, ${y}% od góry`,
    save: "Zapisz",
    saved: "Zapisano zdjęcie.",
    cancel: "Anuluj",
    replace: "Wymień plik",
    replaced: "Wymieniono plik. Nowa wersja pojawi się po przygotowaniu.",
    delete: "Usuń",
    deleteConfirm:
      "Usunąć to zdjęcie? Przez 30 dni można je przywrócić z kosza.",
    deleted: "Zdjęcie przeniesiono do kosza.",
    bin: "Kosz",
    binHint: "Usunięte zdjęcia można przywrócić przez 30 dni.",
    purgeAt: (date: string) => `Zostanie usunięte na zawsze: ${date}`,
    restore: "Przywróć",
    restored: "Przywrócono zdjęcie.",
    slots: "Miejsca na stronie",
    slotsIntro:
      "Każde miejsce pokazuje rysunek, dopóki nie wybierzesz zdjęcia. Zdjęcie musi mieć oba opisy i wystarczającą szerokość.",
    minWidth: (w: number) => `co najmniej ${w} px szerokości`,
    drawing: "Rysunek",
    choose: "Wybierz zdjęcie",
    chooseFor: (label: string) => `Zdjęcie dla miejsca: ${label}`,
    addToGallery: "Dodaj do galerii",
    removeFromGallery: (id: number) => `Usuń zdjęcie nr ${id} z galerii`,
    clear: "Przywróć rysunek",
    slotSaved: "Zapisano. Zmiana jest widoczna na stronie.",
    slotCleared: "Miejsce znów pokazuje rysunek.",
    noCandidates:
      "Żadne gotowe zdjęcie nie pasuje do tego miejsca (oba opisy i szerokość).",
    loadError: "Nie udało się wczytać zdjęć.",
    retry: "Spróbuj ponownie",
  },
  {
    api: {
      unsupported:
        "This file type is not supported. Send a JPEG, PNG, WebP or AVIF photo.",
      heic: "HEIC photos from an iPhone are not supported. Send it as JPEG (on the iPhone: Settings → Camera → Formats → Most Compatible, or share the photo through “Save to Files” as JPEG).",
      tooLarge: "The file is too large: a photo may be 20 MB at most.",
      corrupt:
        "This file cannot be read as a photo: it may be damaged or incomplete.",
      tooManyPixels:
        "This photo has more than 50 megapixels. Make it smaller and send it again.",
      noFile: "No file was sent (field “file”).",
      notMultipart: "A photo is sent as multipart/form-data.",
      inUse: (where: string) =>
        `This photo cannot be deleted because it is in use: ${where}. Choose another photo for those places first.`,
      unknownSlot: "There is no such photo place.",
      notReady: (id: number) => `Photo no. ${id} is not ready yet.`,
      missingAlt: (id: number) =>
        `Photo no. ${id} needs alt text in both Polish and English.`,
      tooNarrow: (id: number, width: number, minWidth: number) =>
        `Photo no. ${id} is ${width} px wide, and this place needs at least ${minWidth} px.`,
      missing: (id: number) => `There is no photo no. ${id}.`,
      notRestorable: "This photo is not in the bin.",
    },
    tab: "Photos",
    title: "Photos",
    intro:
      "Photos of the boat, the crew and the guests instead of drawings. Add a photo, describe it in Polish and English, mark its most important point, then choose where it shows.",
    add: "Add photos",
    addHint:
      "JPEG, PNG, WebP or AVIF, up to 20 MB each. You can pick several at once, from a phone’s camera roll too.",
    uploading: (name: string) => `Uploading: ${name}`,
    uploaded: (n: number) =>
      n === 1
        ? "1 photo uploaded. It is being prepared for the site."
        : `${n} photos uploaded. They are being prepared for the site.`,
    uploadFailed: (name: string, message: string) => `${name}: ${message}`,
    library: "Library",
    empty: "There are no photos yet.",
    status: {
      pending: "Queued…",
      processing: "Preparing…",
      ready: "Ready",
      failed: "Could not be prepared",
    },
    photoNo: (id: number) => `Photo no. ${id}`,
    size: (w: number, h: number) => `${w} × ${h} px`,
    usedIn: "Used in:",
    unused: "Not used",
    noAlt: "No description",
    edit: "Edit",
    editTitle: (id: number) => `Photo no. ${id}`,
    altPl: "Alt text (Polish)",
    altEn: "Alt text (English)",
    altHint:
      "What the photo shows, in one sentence: screen readers and Google read it.",
    focal: "Focal point",
    focalHint:
      "Tap the photo at its most important spot: when it is cropped to other proportions, that spot stays in view.",
    focalValue: (x: number, y: number) =>
      `Focal point: ${x}% from the left, ${y}% from the top`,
    save: "Save",
    saved: "Photo saved.",
    cancel: "Cancel",
    replace: "Replace file",
    replaced: "File replaced. The new version appears once it is prepared.",
    delete: "Delete",
    deleteConfirm:
      "Delete this photo? It can be restored from the bin for 30 days.",
    deleted: "Photo moved to the bin.",
    bin: "Bin",
    binHint: "Deleted photos can be restored for 30 days.",
    purgeAt: (date: string) => `Deleted for good on: ${date}`,
    restore: "Restore",
    restored: "Photo restored.",
    slots: "Places on the site",
    slotsIntro:
      "Each place shows a drawing until you choose a photo. A photo needs both descriptions and enough width.",
    minWidth: (w: number) => `at least ${w} px wide`,
    drawing: "Drawing",
    choose: "Choose a photo",
    chooseFor: (label: string) => `Photo for: ${label}`,
    addToGallery: "Add to the gallery",
    removeFromGallery: (id: number) =>
      `Remove photo no. ${id} from the gallery`,
    clear: "Back to the drawing",
    slotSaved: "Saved. The change is live on the site.",
    slotCleared: "The place shows the drawing again.",
    noCandidates:
      "No ready photo fits this place (both descriptions and width).",
    loadError: "The photos could not be loaded.",
    retry: "Try again",
  },
);
