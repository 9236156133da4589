import type { ReactNode } from "react";
import MessageCircle from "lucide-react/icons/message-circle";
import { whatsappUrl } from "~/config/site";
import { ExternalLink } from "~/components/external-link";
import { fill, useCruiseCopy } from "../copy";
import { KindBadge, SectionHeading } from "./page-hero";

/** The closing call to action of a cruise page: dark band, heading, a row of actions, and optionally more below. */
export function ClosingCta({ id, title, text, actions, children }: { id: string; title: string; text: string; actions: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="bg-gradient-to-br from-navy-900 to-river-700 py-16 text-white">
      <div className="container-page">
        <SectionHeading id={id} tone="dark" title={title} text={text} />
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
        {children}
      </div>
    </section>
  );
}

/** "WhatsApp" as a light button opening a chat with a prefilled message, in a new tab. */
export function WhatsAppButton({ message }: { message: string }) {
  const t = useCruiseCopy();
  return (
    <ExternalLink href={whatsappUrl(message)} className="btn-light">
      <MessageCircle aria-hidden="true" className="size-4" />
      {t.common.whatsapp}
    </ExternalLink>
  );
}

/** A private cruise card's first line: the "private" badge, its length and how many people it takes. */
export function PrivateCruiseMeta({ minutes, maxPeople }: { minutes: number; maxPeople: number }) {
  const t = useCruiseCopy();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KindBadge kind="private" label={t.common.private} />
      <span className="text-sm font-semibold text-river-700">
        {fill(t.common.minutes, { n: minutes })} · {fill(t.common.upToPeople, { n: maxPeople })}
      </span>
    </div>
  );
}
