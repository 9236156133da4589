import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import { telHref, whatsappHref } from "./contact-links";
import type { SiteSettings } from "./settings";

/** The saved business facts with the links made from them. */
export interface SiteFacts extends SiteSettings {
  phoneHref: string;
  whatsappUrl(text: string): string;
  mailtoUrl(subject: string, body: string): string;
}

export function siteFacts(s: SiteSettings): SiteFacts {
  return {
    ...s,
    phoneHref: telHref(s.phone),
    whatsappUrl: (text) => whatsappHref(s.whatsapp, text),
    mailtoUrl: (subject, body) =>
      `mailto:${s.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
  };
}

/**
 * The business facts every public page shows, as the root loader read them (decision 230). The
 * root loader always sends them (its defaults are applied on the server), so the browser needs
 * no copy of the defaults (decision 271).
 */
export function useSite(): SiteFacts {
  return siteFacts((useRouteLoaderData("root") as RootData).site);
}
