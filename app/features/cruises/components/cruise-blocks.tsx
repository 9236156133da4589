import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import MessageCircle from "lucide-react/icons/message-circle";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage } from "~/components/responsive-image";
import type { CruiseCardData } from "../public-view";
import { useSite } from "~/lib/site-data/use-site";
import { ExternalLink } from "~/components/external-link";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { fill, useCruiseCopy } from "../copy";
import { fillFacts, peopleFacts } from "~/lib/copy/facts";
import { useLang } from "~/lib/i18n/use-lang";
import { PageSection } from "~/components/ui/page-section";
import { KindBadge, SectionHeading } from "./page-hero";

/**
 * A section of a cruise page: labelled by its SectionHeading (title and optional intro), inside
 * the page's centred column (`inner`, when the section lays its content out differently).
 * `deferred`: below the hero, hydrated on its own after the rest of the page (HydrationBoundary):
 * each such unit is a short task of its own instead of part of the page's first commit.
 */
export function CruiseSection({
  id,
  headingId,
  title,
  text,
  tone,
  className,
  inner = "container-page",
  deferred = false,
  children,
}: {
  id?: string;
  headingId: string;
  title: ReactNode;
  text?: ReactNode;
  tone?: "light" | "dark";
  className: string;
  inner?: string;
  deferred?: boolean;
  children?: ReactNode;
}) {
  const section = (
    <PageSection id={id} headingId={headingId} className={className} inner={inner}>
      <SectionHeading id={headingId} tone={tone} title={title} text={text} />
      {children}
    </PageSection>
  );
  return deferred ? <HydrationBoundary>{section}</HydrationBoundary> : section;
}

/** The closing call to action of a cruise page: dark band, heading, a row of actions, and optionally more below. */
export function ClosingCta({
  id,
  title,
  text,
  actions,
  deferred,
  children,
}: {
  id: string;
  title: string;
  text: string;
  actions: ReactNode;
  deferred?: boolean;
  children?: ReactNode;
}) {
  return (
    <CruiseSection
      deferred={deferred}
      headingId={id}
      tone="dark"
      title={title}
      text={text}
      className="bg-gradient-to-br from-navy-900 to-river-700 py-16 text-white"
    >
      <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      {children}
    </CruiseSection>
  );
}

/** "WhatsApp" as a light button opening a chat with a prefilled message, in a new tab. */
export function WhatsAppButton({ message }: { message: string }) {
  const site = useSite();
  const t = useCruiseCopy();
  return (
    <ExternalLink href={site.whatsappUrl(message)} className="btn-light">
      <MessageCircle aria-hidden="true" className="size-4" />
      {t.common.whatsapp}
    </ExternalLink>
  );
}

/** A cruise card's heading: the cruise's name, then its gloss (a translation or nickname) when it has one. */
export function CruiseCardTitle({
  name,
  gloss,
  className,
  glossClassName,
}: {
  name: string;
  gloss?: string;
  className: string;
  glossClassName: string;
}) {
  return (
    <h3 className={className}>
      {name}
      {gloss ? <span className={glossClassName}>{gloss}</span> : null}
    </h3>
  );
}

/** A private cruise card's first line: the "private" badge, its length and how many people it takes. */
export function PrivateCruiseMeta({ minutes, maxPeople }: { minutes: number; maxPeople: number }) {
  const t = useCruiseCopy();
  const lang = useLang();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KindBadge kind="private" label={t.common.private} />
      <span className="text-sm font-semibold text-river-700">
        {fill(t.common.minutes, { n: minutes })} ·{" "}
        {fillFacts(t.common.upToPeople, peopleFacts(maxPeople, lang))}
      </span>
    </div>
  );
}

/** A shared (ticketed) cruise card's first line: the "ticketed" badge and its length. */
export function TicketedCruiseMeta({
  minutes,
  lengthClassName = "text-sm font-semibold text-river-700",
}: {
  minutes: number;
  lengthClassName?: string;
}) {
  const t = useCruiseCopy();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <KindBadge kind="ticketed" label={t.common.ticketed} />
      <span className={lengthClassName}>{fill(t.common.minutes, { n: minutes })}</span>
    </div>
  );
}

/** A cruise card's link to the cruise's page: "Details" with an arrow, named for screen readers. */
export function CruiseDetailsLink({
  to,
  name,
  className,
}: {
  to: string;
  /** The cruise's name in the link's accessible name ("Details of …"). */
  name: string;
  className: string;
}) {
  const t = useCruiseCopy();
  return (
    <PageLink to={to} className={className} aria-label={fill(t.common.detailsOf, { name })}>
      {t.common.details}
      <ArrowRight aria-hidden="true" className="size-4" />
    </PageLink>
  );
}

/** A cruise card's picture: the cruise's artwork, or the operator's photo in its place. */
export function CruiseCardPicture({
  cruise,
  alt,
  sizes = "(min-width: 768px) 33vw, 100vw",
  maxWidth = 800,
  imgClassName = "aspect-video w-full object-cover",
}: {
  cruise: Pick<CruiseCardData, "image" | "slot">;
  alt: string;
  sizes?: string;
  maxWidth?: number;
  imgClassName?: string;
}) {
  return (
    <ResponsiveImage
      name={cruise.image}
      slot={cruise.slot}
      alt={alt}
      sizes={sizes}
      maxWidth={maxWidth}
      imgClassName={imgClassName}
    />
  );
}
