/**
 * Responsive artwork (scripts/build-images.mjs renders each scene to AVIF and WebP at these
 * widths). A <picture> with srcset/sizes and explicit width/height, so nothing shifts while it
 * loads. `priority` is for the one image above the fold (the hero): eager, fetchpriority high;
 * every other image is lazy.
 */
export const SCENE_WIDTHS = [480, 800, 1200, 1600] as const;
export const SCENE_SIZE = { width: 1600, height: 900 } as const;

export type SceneName =
  | "warszawa-dusk"
  | "warszawa-golden"
  | "warszawa-night"
  | "vistula-day"
  | "zegrze-lake"
  | "zegrze-day"
  | "zegrze-evening"
  | "zegrze-wake"
  | "gdansk-crane";

function srcSet(name: SceneName, ext: "avif" | "webp", maxWidth: number) {
  return SCENE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `/images/scenes/${name}-${w}.${ext} ${w}w`)
    .join(", ");
}

export function ResponsiveImage({
  name,
  alt,
  sizes = "100vw",
  priority = false,
  maxWidth = 1600,
  className = "",
  imgClassName = "",
}: {
  name: SceneName;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** The largest width worth offering (small cards need no 1600 px file). */
  maxWidth?: number;
  className?: string;
  imgClassName?: string;
}) {
  const fallbackWidth = SCENE_WIDTHS.filter((w) => w <= maxWidth).at(-1) ?? 800;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet(name, "avif", maxWidth)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, "webp", maxWidth)} sizes={sizes} />
      <img
        src={`/images/scenes/${name}-${fallbackWidth}.webp`}
        alt={alt}
        width={SCENE_SIZE.width}
        height={SCENE_SIZE.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
      />
    </picture>
  );
}
