import type { SlotId } from "./slots";

/**
 * The slot whose photo a page shares (Open Graph, Twitter) when it has one; og.default
 * otherwise. Keys are Polish paths (an English twin, app/lib/i18n/page-urls.ts, uses its Polish page's slot).
 */
export const PAGE_SHARE_SLOT: Record<string, SlotId> = {
  "/": "hero.default",
  "/rejsy-wisla-warszawa": "hero.warszawa",
  "/rejsy-wisla-warszawa/20-min": "cruise.20min",
  "/rejsy-wisla-warszawa/30-min": "cruise.30min",
  "/rejsy-wisla-warszawa/60-min": "cruise.60min",
  "/rejsy-wisla-warszawa/90-min": "cruise.90min",
  "/rejsy-zegrze": "hero.zegrze",
  "/rejsy-gdansk": "hero.gdansk",
  "/eventy-nad-wisla": "page.events",
  "/wieczor-panienski": "page.bachelorette",
  "/wieczor-kawalerski": "page.bachelor",
  "/rejsy-firmowe": "page.corporate",
  "/rejsy-promocyjne": "page.promotions",
  "/motorowka-bez-patentu": "page.rental",
  "/lodki-zegrze-motorowka-bez-patentu": "page.rental",
  "/atrakcje-warszawa": "page.attractions",
};
