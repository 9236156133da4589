import { preload } from "react-dom";
import { useSlotPhoto } from "~/lib/media/context";
import type { PhotoRef } from "~/lib/media/photo";
import type { SlotId } from "~/lib/media/slots";

/**
 * Responsive artwork (scripts/build-images.mjs renders each scene to AVIF and WebP at these
 * widths). A <picture> with srcset/sizes and explicit width/height, so nothing shifts while it
 * loads. `priority` is for the one image above the fold (the hero): eager, fetchpriority high;
 * every other image is lazy.
 *
 * With a `slot`, the operator's photo in that slot replaces the drawing (docs/decisions/250):
 * the same <picture> from the photo's own cuts, the alt text in the page's language, the focal
 * point as `object-position`, and its dominant colour behind it until it loads.
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

interface ImageProps {
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** The largest width worth offering (small cards need no 1600 px file). */
  maxWidth?: number;
  className?: string;
  imgClassName?: string;
}

export function ResponsiveImage({
  name,
  slot,
  slotIndex = 0,
  ...props
}: ImageProps & {
  name: SceneName;
  /** The picture place this is; the operator's photo there wins over the drawing. */
  slot?: SlotId;
  slotIndex?: number;
}) {
  const photo = useSlotPhoto(slot, slotIndex);
  if (photo) return <PhotoPicture photo={photo} {...props} />;
  const {
    alt,
    sizes = "100vw",
    priority = false,
    maxWidth = 1600,
    className = "",
    imgClassName = "",
  } = props;
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

/**
 * One of the operator's photos (its attributes come ready from the server). A priority photo
 * (the hero, the page's largest paint) is also preloaded from the document's head with the
 * same srcset and sizes, so the browser fetches the one file the <img> will pick, once, before
 * the stylesheet arrives. The alt text is the photo's own in the page's language (a decorative
 * drawing's empty alt gives way to it).
 */
export function PhotoPicture({
  photo,
  sizes = "100vw",
  priority = false,
  className = "",
  imgClassName = "",
}: ImageProps & { photo: PhotoRef }) {
  if (priority)
    preload(photo.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: photo.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={photo.avif} sizes={sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes} />
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={imgClassName}
        style={{
          objectPosition: photo.position,
          backgroundColor: photo.placeholder ?? undefined,
        }}
      />
    </picture>
  );
}
