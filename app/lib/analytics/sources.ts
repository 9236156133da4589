/**
 * Where a visit came from, as one of a fixed set of sources (decision 265). The browser sends the
 * referrer and the page's `utm_source`; the server keeps only the source this maps them to, never
 * the address itself. Shared by the browser (the booking provider's `ref` tag) and the server.
 */
export const SOURCES = [
  "google",
  "bing",
  "facebook",
  "instagram",
  "tiktok",
  "whatsapp",
  "email",
  "qr",
  "other",
  "direct",
] as const;
export type Source = (typeof SOURCES)[number];

/** Hosts (and their subdomains) of each source; matched on the host's registrable part. */
const HOSTS: Array<[Source, RegExp]> = [
  // Web mail first: mail.google.com is e-mail, not Google search.
  [
    "email",
    /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|poczta\.onet\.pl|poczta\.wp\.pl|poczta\.interia\.pl|mail\.yahoo\.com|mail\.o2\.pl)$/,
  ],
  ["google", /(^|\.)google\.[a-z.]+$|(^|\.)googleadservices\.com$|(^|\.)googlesyndication\.com$/],
  ["bing", /(^|\.)bing\.com$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ["instagram", /(^|\.)instagram\.com$/],
  ["tiktok", /(^|\.)tiktok\.com$/],
  ["whatsapp", /(^|\.)(whatsapp\.com|wa\.me)$/],
];

/** `utm_source` values people use, by source (lower case). */
const UTM: Array<[Source, RegExp]> = [
  ["google", /^(google|gmb|google_?business|gbp|adwords|googleads)/],
  ["bing", /^bing/],
  ["facebook", /^(facebook|fb|meta|messenger)/],
  ["instagram", /^(instagram|ig|insta)/],
  ["tiktok", /^(tiktok|tt)$|^tiktok/],
  ["whatsapp", /^(whatsapp|wa)$|^whatsapp/],
  ["email", /^(e-?mail|newsletter|mail)/],
  ["qr", /^(qr|qrcode|qr_?code|qr-?code|ulotka|flyer|plakat|poster)/],
];

/** The host of a referrer address, lower case, or null when it is not an http(s) address. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:")
      return url.protocol === "android-app:" ? url.hostname.toLowerCase() || null : null;
    return url.hostname.toLowerCase().replace(/\.$/, "") || null;
  } catch {
    return null;
  }
}

/** A referrer's host as a source: a known one, "other" for any other site, "direct" without one. */
export function sourceOfHost(host: string | null): Source {
  if (!host) return "direct";
  // Android apps send android-app://com.google.android.gm (Gmail) and the like.
  if (/^com\.google\.android\.gm$/.test(host)) return "email";
  if (/^com\.google\.android\.googlequicksearchbox$/.test(host)) return "google";
  if (/^com\.(instagram)\.android$/.test(host)) return "instagram";
  if (/^com\.facebook\./.test(host)) return "facebook";
  for (const [source, re] of HOSTS) if (re.test(host)) return source;
  return "other";
}

/** A `utm_source` value as a source ("other" when it names none of ours). */
export function sourceOfUtm(utm: string): Source {
  const v = utm.trim().toLowerCase();
  for (const [source, re] of UTM) if (re.test(v)) return source;
  return "other";
}

/**
 * The source of a visit: the page's `utm_source` wins; else the referrer's host (our own host
 * counts as no referrer: a reload or a link inside the site).
 */
export function sourceOf(opts: {
  utmSource?: string | null;
  referrer?: string | null;
  ownHost?: string | null;
}): Source {
  if (opts.utmSource && opts.utmSource.trim()) return sourceOfUtm(opts.utmSource);
  const host = referrerHost(opts.referrer);
  if (host && opts.ownHost && host === opts.ownHost.toLowerCase()) return "direct";
  return sourceOfHost(host);
}

/** The `utm_source` of a path or address ("/?utm_source=qr"), or null. */
export function utmSourceOf(pathOrUrl: string): string | null {
  const q = pathOrUrl.indexOf("?");
  if (q < 0) return null;
  const value = new URLSearchParams(pathOrUrl.slice(q + 1).split("#")[0]).get("utm_source");
  return value ? value.slice(0, 100) : null;
}
