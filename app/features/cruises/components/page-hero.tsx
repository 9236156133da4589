import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { PageLink } from "~/components/page-link";
import { ResponsiveImage, type SceneName } from "~/components/responsive-image";
import type { SlotId } from "~/lib/media/slots";
import { PhoneButton } from "./booking-button";
import { HeroShade } from "~/components/hero-shade";

/**
 * The hero of a location or cruise page: the artwork as a prioritised background picture under
 * a navy gradient (text stays AA-readable whatever the picture), a kicker, the page's h1, an
 * intro and actions.
 */
export function PageHero({
  image,
  slot,
  imageAlt,
  kicker,
  title,
  text,
  back,
  badge,
  children,
  size = "large",
}: {
  image: SceneName;
  /** The picture place: the operator's photo there replaces the drawing. */
  slot?: SlotId;
  imageAlt: string;
  kicker?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  back?: { to: string; label: string };
  badge?: ReactNode;
  children?: ReactNode;
  size?: "large" | "medium";
}) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-navy-950 text-white ${size === "large" ? "min-h-[32rem] sm:min-h-[38rem]" : "min-h-[28rem]"}`}
    >
      <ResponsiveImage
        name={image}
        slot={slot}
        alt={imageAlt}
        priority
        sizes="100vw"
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover object-bottom"
      />
      <HeroShade />
      <div className="container-page flex min-h-[inherit] flex-col justify-end pt-24 pb-14 sm:pb-20">
        {back ? (
          <PageLink
            to={back.to}
            className="mb-6 inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/20"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </PageLink>
        ) : null}
        {badge ? <div className="mb-3">{badge}</div> : null}
        {kicker ? (
          <p className="text-sm font-bold tracking-widest text-river-300 uppercase">{kicker}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {title}
        </h1>
        {text ? <p className="mt-4 max-w-2xl text-lg text-slate-100 sm:text-xl">{text}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div> : null}
      </div>
    </section>
  );
}

export function KindBadge({ kind, label }: { kind: "ticketed" | "private"; label: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${
        kind === "ticketed" ? "bg-signal-600 text-white" : "bg-river-100 text-navy-900"
      }`}
    >
      {label}
    </span>
  );
}

export function SectionHeading({
  id,
  title,
  text,
  tone = "light",
}: {
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div className="max-w-3xl">
      <h2
        id={id}
        className={`text-3xl font-extrabold tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-navy-900"}`}
      >
        {title}
      </h2>
      {text ? (
        <p className={`mt-3 text-lg ${tone === "dark" ? "text-slate-200" : "text-slate-700"}`}>
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** The location pages' hero actions: jump to the cruise list, or call (tracked as a phone booking). */
export function HeroCruiseActions({
  seeCruises,
  location,
}: {
  seeCruises: string;
  location: string;
}) {
  return (
    <>
      <a href="#rejsy" className="btn-primary">
        {seeCruises}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
      <PhoneButton location={location} className="btn-light" />
    </>
  );
}
