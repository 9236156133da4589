/**
 * The menu routes of docs/product.md §2, in order (gift vouchers added by issue 44). The location
 * pages come from the catalogue's rows, after home (`useMenuLocations`, decision 400).
 */
export const MENU_ROUTES = [
  { to: "/", key: "home" },
  { to: "/atrakcje-warszawa", key: "attractions" },
  { to: "/motorowka-bez-patentu", key: "rental" },
  { to: "/eventy-nad-wisla", key: "events" },
  { to: "/rejsy-promocyjne", key: "promotions" },
  { to: "/bony-podarunkowe", key: "vouchers" },
  { to: "/wieczor-panienski", key: "bachelorette" },
  { to: "/wieczor-kawalerski", key: "bachelor" },
  { to: "/rejsy-firmowe", key: "corporate" },
] as const;
