/**
 * The static cruise products (docs/product.md §3 "Static cruise products", §2 cruise detail table): the
 * language-independent facts. Copy lives in ./messages.ts; prices come only from the database
 * (features/prices), never from a number here.
 */
import type { SceneName } from "~/components/responsive-image";

export type WarsawCruiseId = "20" | "30" | "60" | "90";
export type CruiseKind = "ticketed" | "private";

/** How a cruise is booked: the external provider's item, or a phone call ("ask for price"). */
export type CruiseAction = { kind: "booking"; item: "ticket20" | "private90" } | { kind: "phone" };

export interface WarsawCruise {
  id: WarsawCruiseId;
  /** Route id in app/routes.ts and the analytics/booking `ref` of its page. */
  routeId: `cruise-${WarsawCruiseId}`;
  path: `/rejsy-wisla-warszawa/${WarsawCruiseId}-min`;
  minutes: number;
  priceType: string;
  kind: CruiseKind;
  /** The cruise's own name, a proper name in both languages. */
  label: string;
  action: CruiseAction;
  /** Private boats carry up to 6 people (docs/product.md §9); the ticketed boat is shared. */
  maxPeople?: number;
  topSpeedKmh: number;
  image: SceneName;
}

export const WARSAW_CRUISES: Record<WarsawCruiseId, WarsawCruise> = {
  "20": {
    id: "20",
    routeId: "cruise-20",
    path: "/rejsy-wisla-warszawa/20-min",
    minutes: 20,
    priceType: "20min",
    kind: "ticketed",
    label: "Szaleństwo",
    action: { kind: "booking", item: "ticket20" },
    topSpeedKmh: 80,
    image: "warszawa-dusk",
  },
  "30": {
    id: "30",
    routeId: "cruise-30",
    path: "/rejsy-wisla-warszawa/30-min",
    minutes: 30,
    priceType: "30min",
    kind: "private",
    label: "Gruba Kaśka",
    action: { kind: "phone" },
    maxPeople: 6,
    topSpeedKmh: 80,
    image: "warszawa-golden",
  },
  "60": {
    id: "60",
    routeId: "cruise-60",
    path: "/rejsy-wisla-warszawa/60-min",
    minutes: 60,
    priceType: "60min",
    kind: "private",
    label: "Rwąca rzeka",
    action: { kind: "phone" },
    maxPeople: 6,
    topSpeedKmh: 80,
    image: "vistula-day",
  },
  "90": {
    id: "90",
    routeId: "cruise-90",
    path: "/rejsy-wisla-warszawa/90-min",
    minutes: 90,
    priceType: "90min",
    kind: "private",
    label: "Maksimum",
    action: { kind: "booking", item: "private90" },
    maxPeople: 6,
    topSpeedKmh: 80,
    image: "warszawa-night",
  },
};

export const WARSAW_CRUISE_IDS = [
  "20",
  "30",
  "60",
  "90",
] as const satisfies readonly WarsawCruiseId[];
export const PRIVATE_WARSAW_CRUISE_IDS = [
  "30",
  "60",
  "90",
] as const satisfies readonly WarsawCruiseId[];

/** One of the product's four Warsaw cruises by its catalogue key ("20min"), if it is one. */
export function warsawCruiseByKey(key: string): WarsawCruise | undefined {
  return WARSAW_CRUISE_IDS.map((id) => WARSAW_CRUISES[id]).find((c) => c.priceType === key);
}

export type ZegrzeCruiseId = "zegrze30" | "zegrze60";

export interface ZegrzeCruise {
  id: ZegrzeCruiseId;
  minutes: number;
  priceType: string;
  label: string;
  maxPeople: number;
  image: SceneName;
}

export const ZEGRZE_CRUISES: Record<ZegrzeCruiseId, ZegrzeCruise> = {
  zegrze30: {
    id: "zegrze30",
    minutes: 30,
    priceType: "zegrze_30min",
    label: "Adrenalina",
    maxPeople: 6,
    image: "zegrze-wake",
  },
  zegrze60: {
    id: "zegrze60",
    minutes: 60,
    priceType: "zegrze_60min",
    label: "Prawdziwa wyprawa",
    maxPeople: 6,
    image: "zegrze-day",
  },
};

/** Licence-free boat hire: the one definition is in app/config/business.ts. */
export { RENTAL_PRODUCT } from "~/config/business";
