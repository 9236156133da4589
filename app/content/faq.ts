import { defineMessages } from "~/lib/i18n/messages";

export interface FaqItem {
  id: string;
  q: string;
  a: string;
}

/**
 * Frequently asked questions, shown on /contact#faq (with FAQPage JSON-LD) and, in part, in the
 * contact/FAQ block that ends most pages. Keep answers in line with the terms of service.
 */
export const faqContent = defineMessages(
  {
    items: [
      {
        id: "wear",
        q: "Co założyć na rejs?",
        a: "Wygodne ubranie dopasowane do pogody i płaskie buty. Na łodzi wieje, a przy dużej prędkości może chlapać, więc przyda się kurtka przeciwwiatrowa, a w słoneczne dni okulary i krem z filtrem. Kamizelki ratunkowe zapewniamy my.",
      },
      {
        id: "arrive",
        q: "Ile wcześniej mam przyjść?",
        a: "Prosimy o przybycie co najmniej 15 minut przed startem. W tym czasie zakładamy kamizelki i przeprowadzamy krótki instruktaż bezpieczeństwa. Spóźnienie skraca rejs. Dokładne miejsce startu podajemy w potwierdzeniu rezerwacji.",
      },
      {
        id: "weather",
        q: "Co się dzieje, gdy pogoda jest zła?",
        a: "Lekki deszcz nie przeszkadza, ale przy silnym wietrze, burzy lub złej widoczności odwołujemy rejs. Wtedy wybierasz pełny zwrot pieniędzy albo nowy termin bez dopłat. Damy Ci znać telefonicznie lub SMS-em.",
      },
      {
        id: "children",
        q: "Czy dzieci mogą płynąć?",
        a: "Tak: dzieci i osoby niepełnoletnie płyną wyłącznie z dorosłym opiekunem, każda osoba w kamizelce ratunkowej dopasowanej do wzrostu. Przy rezerwacji podaj wiek dziecka, żebyśmy przygotowali właściwy rozmiar. Motorówkę bez patentu wynajmie tylko osoba pełnoletnia (od 18 lat).",
      },
      {
        id: "safety",
        q: "Czy rejs jest bezpieczny?",
        a: "Łodzią zawsze kieruje doświadczony kapitan z uprawnieniami, każdy uczestnik płynie w kamizelce, a przed startem omawiamy zasady bezpieczeństwa. Łodzie RIB są bardzo stabilne. Szybki rejs nie jest zalecany kobietom w ciąży i osobom z urazami kręgosłupa.",
      },
      {
        id: "payment",
        q: "Jak mogę zapłacić?",
        a: "Rejsy rezerwowane online opłacasz z góry przez serwis rezerwacyjny (kartą lub inną metodą dostępną w serwisie). Przy rezerwacjach telefonicznych i eventach podajemy sposób płatności w potwierdzeniu. Ceny są w złotych i zawierają VAT; na życzenie wystawiamy fakturę.",
      },
      {
        id: "group",
        q: "Ile osób zmieści się na łodzi?",
        a: "Łódź prywatna zabiera {privateUpToPeople}, nasza większa łódź {eventUpToPeople} – pływamy nią przy wydarzeniach, np. na wieczorze panieńskim. Motorówka bez patentu zabiera {rentalUpToPeople}. Większe grupy dzielimy na kilka łodzi lub kursów.",
      },
      {
        id: "voucher",
        q: "Czy mogę kupić rejs na prezent?",
        a: "Tak. Bon podarunkowy na wybrany rejs albo na kwotę kupisz na stronie „Bony podarunkowe” – przyjdzie e-mailem jako PDF do wydruku. Możesz też napisać lub zadzwonić, a przygotujemy bon dla Ciebie. Obdarowana osoba sama ustali z nami termin.",
      },
    ],
  } satisfies { items: FaqItem[] },
  {
    items: [
      {
        id: "wear",
        q: "What should I wear?",
        a: "Comfortable clothes for the weather and flat shoes. It gets windy on the boat and you may get splashed at speed, so bring a windproof jacket, and sunglasses and sunscreen on sunny days. We provide the life jackets.",
      },
      {
        id: "arrive",
        q: "How early should I arrive?",
        a: "Please arrive at least 15 minutes before departure. That's when we hand out life jackets and give a short safety briefing. Arriving late shortens your cruise. The exact start point is in your booking confirmation.",
      },
      {
        id: "weather",
        q: "What happens if the weather is bad?",
        a: "Light rain is fine, but we cancel in strong wind, storms or poor visibility. You then choose a full refund or a new date at no extra cost. We'll let you know by phone or text message.",
      },
      {
        id: "children",
        q: "Can children come?",
        a: "Yes: children and minors ride only when accompanied by an adult, each in a life jacket that fits their size. Tell us their age when you book so that we have the right size ready. The licence-free motorboat can only be hired by adults aged 18 or over.",
      },
      {
        id: "safety",
        q: "Is it safe?",
        a: "An experienced, licensed captain is always at the helm, everyone wears a life jacket, and we go through the safety rules before we set off. RIBs are very stable boats. A fast ride is not recommended during pregnancy or with a back injury.",
      },
      {
        id: "payment",
        q: "How do I pay?",
        a: "Cruises booked online are paid in advance through the booking service (card and the other methods it offers). For phone bookings and events we tell you how to pay in the confirmation. Prices are in PLN and include VAT; we issue invoices on request.",
      },
      {
        id: "group",
        q: "How many people fit on a boat?",
        a: "A private boat takes {privateUpToPeople}, our larger boat {eventUpToPeople} – we use it for events such as hen parties. The licence-free motorboat takes {rentalUpToPeople}. We split larger groups across several boats or runs.",
      },
      {
        id: "voucher",
        q: "Can I give a cruise as a gift?",
        a: "Yes. You can buy a gift voucher for a chosen cruise or for an amount on our “Gift vouchers” page – it arrives by e-mail as a printable PDF. You can also call or message us and we'll prepare one for you. The recipient then picks a date with us.",
      },
    ],
  },
);

/** FAQPage structured data for the given items. */
export function faqJsonLd(items: ReadonlyArray<{ q: string; a: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.q,
      acceptedAnswer: { "@type": "Answer", text: i.a },
    })),
  };
}

/**
 * The questions with the given ids, in order (for the contact/FAQ block; computed in loaders),
 * from `all`: the catalogue, or the list with the operator's edits (`withCopy("faq", ...)`).
 */
export function faqItems(
  lang: "pl" | "en",
  ids?: ReadonlyArray<string>,
  all: ReadonlyArray<FaqItem> = faqContent[lang].items,
): FaqItem[] {
  if (!ids) return [...all];
  return ids.map((id) => all.find((i) => i.id === id)).filter((i): i is FaqItem => i !== undefined);
}
