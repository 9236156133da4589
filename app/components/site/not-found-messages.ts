import { defineMessages } from "~/lib/i18n/messages";

export const notFoundMessages = defineMessages(
  {
    code: "404",
    heading: "Strona nie znaleziona",
    text: "Strona, której szukasz, nie istnieje albo została przeniesiona. Może skusisz się na jeden z naszych rejsów?",
    home: "Strona główna",
    warsaw: "Rejsy po Wiśle",
    more: "Może zainteresuje Cię również:",
    zegrze: "Rejsy na Zegrzu",
    bachelorette: "Wieczór panieński",
    bachelor: "Wieczór kawalerski",
    corporate: "Rejsy firmowe",
  },
  {
    code: "404",
    heading: "Page not found",
    text: "The page you are looking for doesn't exist or has moved. Why not take one of our cruises instead?",
    home: "Home page",
    warsaw: "Vistula cruises",
    more: "You might also like:",
    zegrze: "Zegrze cruises",
    bachelorette: "Hen party",
    bachelor: "Stag party",
    corporate: "Corporate cruises",
  },
);
