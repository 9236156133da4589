import { eventsContent, type EventKind } from "~/content/events";
import type { Lang } from "~/lib/i18n/lang";

/**
 * The prefilled e-mail of an event inquiry (docs/product.md §2): subject, and a body with the event type,
 * number of people, preferred date and location, plus the company name for corporate events,
 * in the visitor's language, to the operator's saved address `to`.
 */
export function eventInquiry(
  lang: Lang,
  kind: EventKind | "other",
  to: string,
): { subject: string; body: string; href: string } {
  const c = eventsContent[lang];
  const m = c.mail;
  const page = kind === "other" ? c.hub : c.pages[kind];
  const corporate = kind === "corporate";
  const lines = [
    m.greeting,
    "",
    m.request,
    "",
    `${m.type}: ${page.mailType}`,
    ...(corporate ? [`${m.company}: `] : []),
    `${m.people}: `,
    `${m.date}: `,
    `${corporate ? m.locationCorporate : m.location}: `,
    "",
    `${m.notes}: `,
    "",
    m.signoff,
  ];
  const body = lines.join("\n");
  return {
    subject: page.mailSubject,
    body,
    href: `mailto:${to}?subject=${encodeURIComponent(page.mailSubject)}&body=${encodeURIComponent(body)}`,
  };
}
