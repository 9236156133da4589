import { defineMessages } from "~/lib/i18n/messages";

export const logoToolMessages = defineMessages(
  {
    title: "Przycinanie logo – narzędzie deweloperskie",
    intro:
      "Wczytuje obraz, znajduje granice nieprzezroczystych pikseli, przycina go z marginesem i pobiera wynik jako PNG.",
    source: "Obraz źródłowy",
    defaultImage: "Domyślnie: /images/static/logo-raw.png",
    file: "Wybierz inny plik (PNG z przezroczystością)",
    margin: "Margines (px)",
    run: "Przytnij i pobierz",
    idle: "Gotowe do pracy.",
    processing: "Przetwarzanie...",
    done: "Logo przycięte i pobrane!",
    size: (sw: number, sh: number, w: number, h: number) =>
      `Źródło ${sw}×${sh} px → wynik ${w}×${h} px`,
    result: "Wynik",
    errors: {
      canvas: "Nie udało się uzyskać kontekstu canvas.",
      croppedCanvas: "Nie udało się uzyskać kontekstu przyciętego canvas.",
      blob: "Nie udało się utworzyć pliku (blob).",
      load: "Nie udało się wczytać obrazu.",
      empty: "Obraz jest całkowicie przezroczysty.",
    },
    errorPrefix: "Błąd",
  },
  {
    title: "Crop logo – developer tool",
    intro:
      "Loads an image, finds the bounds of its non-transparent pixels, crops it with a margin and downloads the result as a PNG.",
    source: "Source image",
    defaultImage: "Default: /images/static/logo-raw.png",
    file: "Choose another file (PNG with transparency)",
    margin: "Margin (px)",
    run: "Crop and download",
    idle: "Ready.",
    processing: "Processing...",
    done: "Logo cropped and downloaded!",
    size: (sw: number, sh: number, w: number, h: number) =>
      `Source ${sw}×${sh} px → result ${w}×${h} px`,
    result: "Result",
    errors: {
      canvas: "Could not get canvas context.",
      croppedCanvas: "Could not get cropped canvas context.",
      blob: "Failed to create blob.",
      load: "Failed to load image.",
      empty: "The image is fully transparent.",
    },
    errorPrefix: "Error",
  },
);
