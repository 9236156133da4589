import ChevronDown from "lucide-react/icons/chevron-down";
import { PhotoPicture, ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { useSlotPhoto } from "~/lib/media/context";
import { BRAND } from "~/config/site";
import { trackHeroBookingClick } from "~/lib/analytics/track";
import type { LocationType } from "~/lib/location/detect";
import { PageLink } from "~/components/page-link";
import { fillFacts } from "~/lib/copy/facts";
import { useHomeCopy } from "../copy";
import type { AddedLocationCardData } from "../location-cruises";
import { HeroShade } from "~/components/hero-shade";

/** The hero's drawing for each of its variants: nothing detected, then the original three. */
const HERO_IMAGE: Record<LocationType, SceneName> = {
  default: "warszawa-dusk",
  warszawa: "warszawa-dusk",
  zegrze: "zegrze-lake",
  gdansk: "gdansk-crane",
};

/** The variants whose texts share the hero's grid cell, in the drawings' order. */
const VARIANTS = Object.keys(HERO_IMAGE) as LocationType[];

function prefersReducedMotion() {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The full-screen home hero for the detected location (docs/product.md §2).
 *
 * `photoLocation` is the location the server knew (the URL's `?location=`, else the default):
 * when the operator's photo fills that hero, it stays after hydration whatever the detection
 * finds, so the largest paint is fetched once (docs/decisions/250); only the text follows.
 */
export function HomeHero({
  location,
  added,
  photoLocation = "default",
}: {
  location: LocationType;
  /**
   * A location the operator added, detected or named by the URL (decision 405): the hero shows
   * it (its name, start point, photo place `hero.<id>` and a link to its page) instead.
   */
  added?: AddedLocationCardData;
  /** The location the server knew: one of the original three, `default` or an added one's id. */
  photoLocation?: string;
}) {
  const t = useHomeCopy().hero;
  const fixedPhoto = useSlotPhoto(`hero.${photoLocation}`);
  const onBook = (e: React.MouseEvent<HTMLAnchorElement>) => {
    trackHeroBookingClick(location);
    const target = document.getElementById("locations");
    if (!target) return;
    e.preventDefault();
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    window.history.replaceState(window.history.state, "", "#locations");
    target.focus({ preventScroll: true });
  };
  return (
    <section className="relative isolate flex min-h-[100svh] flex-col overflow-hidden bg-navy-950 text-white">
      {fixedPhoto ? (
        <PhotoPicture
          photo={fixedPhoto}
          alt=""
          priority
          sizes="100vw"
          className="absolute inset-0 -z-20"
          imgClassName="size-full object-cover"
        />
      ) : (
        <ResponsiveImage
          // An added location's photo place; the default drawing until a photo is set.
          name={HERO_IMAGE[added ? "default" : location]}
          slot={`hero.${added?.id ?? location}`}
          alt={t.imageAlt[added ? "default" : location]}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-20"
          imgClassName="size-full object-cover object-bottom"
        />
      )}
      <HeroShade />
      <div className="container-page flex flex-1 flex-col justify-center pt-24 pb-28">
        <img
          src="/images/logo-light.svg"
          alt={BRAND}
          width={400}
          height={96}
          className="h-auto w-56 sm:w-72"
          fetchPriority="high"
        />
        {/* Every location's text sits in one grid cell, so the hero keeps its size when the
            detected location resolves after hydration (no layout shift); only the active one
            is visible and in the accessibility tree. */}
        <div className="mt-8 grid">
          {VARIANTS.map((v) => {
            const c = t[v];
            const active = !added && v === location;
            const Title = active ? "h1" : "p";
            return (
              <div
                key={v}
                className={`[grid-area:1/1] ${active ? "" : "invisible"}`}
                aria-hidden={active ? undefined : true}
              >
                <p className="text-sm font-bold tracking-widest text-river-300 uppercase">
                  {c.kicker}
                </p>
                <Title className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
                  {c.title}
                </Title>
                <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">{c.subtitle}</p>
              </div>
            );
          })}
          {added ? <AddedVariant added={added} /> : null}
        </div>
        <div className="mt-10">
          <a
            href="#locations"
            onClick={onBook}
            className="btn-primary px-8 py-3.5 text-lg shadow-lg"
          >
            {t.cta}
            <ChevronDown aria-hidden="true" className="size-5" />
          </a>
        </div>
      </div>
    </section>
  );
}

/** The hero's text for a location the operator added (decision 405): everything from its row. */
function AddedVariant({ added }: { added: AddedLocationCardData }) {
  const t = useHomeCopy().hero;
  const facts = { place: added.name, start: added.startPoint };
  return (
    <div className="[grid-area:1/1]" data-testid="hero-added" data-location={added.id}>
      <p className="text-sm font-bold tracking-widest text-river-300 uppercase">{added.name}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
        {fillFacts(t.addedLocation.title, facts)}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-100 sm:text-xl">
        {fillFacts(t.addedLocation.subtitle, facts)}
      </p>
      <PageLink
        to={added.url}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-white underline underline-offset-4"
      >
        {added.link}
      </PageLink>
    </div>
  );
}
