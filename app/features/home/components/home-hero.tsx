import ChevronDown from "lucide-react/icons/chevron-down";
import { PhotoPicture, ResponsiveImage, type SceneName } from "~/components/responsive-image";
import { useSlotPhoto } from "~/lib/media/context";
import { SITE } from "~/config/site";
import { trackHeroBookingClick } from "~/lib/analytics/track";
import type { LocationType } from "~/lib/location/detect";
import { useHomeCopy } from "../copy";

const HERO_IMAGE: Record<LocationType, SceneName> = {
  warszawa: "warszawa-dusk",
  default: "warszawa-dusk",
  zegrze: "zegrze-lake",
  gdansk: "gdansk-crane",
};

const VARIANTS: readonly LocationType[] = ["default", "warszawa", "zegrze", "gdansk"];

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
  photoLocation = "default",
}: {
  location: LocationType;
  photoLocation?: LocationType;
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
          name={HERO_IMAGE[location]}
          slot={`hero.${location}`}
          alt={t.imageAlt[location]}
          priority
          sizes="100vw"
          className="absolute inset-0 -z-20"
          imgClassName="size-full object-cover object-bottom"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-navy-950/85 via-navy-950/60 to-navy-950/40"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/80 via-navy-950/40 to-transparent"
      />
      <div className="container-page flex flex-1 flex-col justify-center pt-24 pb-28">
        <img
          src="/images/logo-light.svg"
          alt={SITE.brand}
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
            const active = v === location;
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
