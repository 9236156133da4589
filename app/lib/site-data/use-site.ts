import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import {
  DEFAULT_SETTINGS,
  telHref,
  whatsappHref,
  type SiteSettings,
} from "./settings";

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

/** The business facts every public page shows, as the root loader read them (decision 230). */
export function useSite(): SiteFacts {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return siteFacts(root?.site ?? DEFAULT_SETTINGS);
}
