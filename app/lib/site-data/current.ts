/**
 * The settings last loaded in this process, for code that composes text synchronously (e-mail
 * layouts, the mail transport's sender). The server's snapshot (site-data.server.ts) keeps it
 * up to date; until the first load it holds the defaults. Pages never read this: they get the
 * settings from the root loader.
 */
import { DEFAULT_SETTINGS, type SiteSettings } from "./settings";

let current: SiteSettings = DEFAULT_SETTINGS;

export function currentSiteSettings(): SiteSettings {
  return current;
}

export function setCurrentSiteSettings(s: SiteSettings): void {
  current = s;
}
