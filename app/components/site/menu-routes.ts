/** The menu routes of docs/product.md §2, in order (gift vouchers added by issue 44). */
export const MENU_ROUTES = [
  { to: "/", key: "home" },
  { to: "/rejsy-wisla-warszawa", key: "warsaw" },
  { to: "/rejsy-zegrze", key: "zegrze" },
  { to: "/rejsy-gdansk", key: "gdansk" },
  { to: "/atrakcje-warszawa", key: "attractions" },
  { to: "/motorowka-bez-patentu", key: "rental" },
  { to: "/eventy-nad-wisla", key: "events" },
  { to: "/rejsy-promocyjne", key: "promotions" },
  { to: "/bony-podarunkowe", key: "vouchers" },
  { to: "/wieczor-panienski", key: "bachelorette" },
  { to: "/wieczor-kawalerski", key: "bachelor" },
  { to: "/rejsy-firmowe", key: "corporate" },
] as const;
