/** Every public, indexable route (docs/product.md §2), for the sitemap and the SEO tests. */
export const PUBLIC_PATHS = [
  "/",
  "/warsaw-river-cruise",
  "/rejsy-wisla-warszawa",
  "/rejsy-wisla-warszawa/20-min",
  "/rejsy-wisla-warszawa/30-min",
  "/rejsy-wisla-warszawa/60-min",
  "/rejsy-wisla-warszawa/90-min",
  "/rejsy-zegrze",
  "/rejsy-gdansk",
  "/atrakcje-warszawa",
  "/motorowka-bez-patentu",
  "/lodki-zegrze-motorowka-bez-patentu",
  "/eventy-nad-wisla",
  "/wieczor-panienski",
  "/wieczor-kawalerski",
  "/rejsy-firmowe",
  "/rejsy-promocyjne",
  "/qr",
  "/review",
  "/regulamin",
  "/polityka-prywatnosci",
  "/contact",
] as const;

/** Public but not for search results. */
export const NOINDEX_PATHS = ["/newsletter/wypisano"] as const;
