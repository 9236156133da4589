import { ResponsiveImage, type SceneName } from "~/components/responsive-image";
import type { SlotId } from "~/lib/media/slots";
import { usePageCopy } from "~/lib/seo/page-meta";

/**
 * A page header over one of the site's scene illustrations (decorative, so alt=""), with a navy
 * overlay dark enough for white text to keep AA contrast anywhere on the image.
 */
export function SceneHero({
  heading,
  scene,
  slot,
  children,
}: {
  heading?: string;
  scene: SceneName;
  slot?: SlotId;
  children?: React.ReactNode;
}) {
  const pageHeading = usePageCopy().heading;
  return (
    <header className="relative isolate overflow-hidden bg-navy-950 pt-24 pb-14 text-white sm:pt-28 sm:pb-20">
      <ResponsiveImage
        name={scene}
        slot={slot}
        alt=""
        priority
        className="absolute inset-0 -z-20"
        imgClassName="size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-navy-950/85 sm:bg-transparent sm:bg-gradient-to-r sm:from-navy-950/95 sm:via-navy-950/80 sm:to-navy-900/50"
      />
      <div className="container-page">
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
          {heading ?? pageHeading}
        </h1>
        {children}
      </div>
    </header>
  );
}
