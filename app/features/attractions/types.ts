import type { PublicAttraction } from "~/lib/api-shapes";

/** Only http(s) links are rendered (the values are operator-entered). */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The "Learn more" target (docs/product.md §2: every item has one): the website, else the operator's map
 * link, else a map search for the attraction's name and location.
 */
export function attractionLink(
  a: Pick<PublicAttraction, "name" | "location" | "website_url" | "google_maps_url">,
): string {
  return (
    safeHttpUrl(a.website_url) ??
    safeHttpUrl(a.google_maps_url) ??
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${a.name}, ${a.location}`)}`
  );
}
