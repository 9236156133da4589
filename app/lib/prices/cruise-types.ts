/**
 * The six known cruise types (docs/product.md §3, table cruise_prices), their labels and their grouping
 * into Warsaw and Zegrze. Shared by the public price display and the administrator panel.
 */
import type { Lang } from "~/lib/i18n/lang";

export const CRUISE_TYPES = [
  "20min",
  "30min",
  "60min",
  "90min",
  "zegrze_30min",
  "zegrze_60min",
] as const;
export type CruiseType = (typeof CRUISE_TYPES)[number];

export type CruiseGroup = "warszawa" | "zegrze";
export type CruiseKind = "ticketed" | "private";

export interface CruiseTypeInfo {
  type: CruiseType;
  group: CruiseGroup;
  minutes: number;
  /** The cruise's own name; a proper name, the same in both languages. */
  name: string;
  kind: CruiseKind;
}

export const CRUISE_TYPE_INFO: Record<CruiseType, CruiseTypeInfo> = {
  "20min": { type: "20min", group: "warszawa", minutes: 20, name: "Szaleństwo", kind: "ticketed" },
  "30min": { type: "30min", group: "warszawa", minutes: 30, name: "Gruba Kaśka", kind: "private" },
  "60min": { type: "60min", group: "warszawa", minutes: 60, name: "Rwąca rzeka", kind: "private" },
  "90min": { type: "90min", group: "warszawa", minutes: 90, name: "Maksimum", kind: "private" },
  zegrze_30min: {
    type: "zegrze_30min",
    group: "zegrze",
    minutes: 30,
    name: "Adrenalina",
    kind: "private",
  },
  zegrze_60min: {
    type: "zegrze_60min",
    group: "zegrze",
    minutes: 60,
    name: "Prawdziwa wyprawa",
    kind: "private",
  },
};

export const CRUISE_GROUPS: Record<CruiseGroup, readonly CruiseType[]> = {
  warszawa: ["20min", "30min", "60min", "90min"],
  zegrze: ["zegrze_30min", "zegrze_60min"],
};

export function isCruiseType(value: unknown): value is CruiseType {
  return typeof value === "string" && (CRUISE_TYPES as readonly string[]).includes(value);
}

const KIND_LABEL: Record<Lang, Record<CruiseKind, string>> = {
  pl: { ticketed: "biletowany", private: "prywatny" },
  en: { ticketed: "ticketed", private: "private" },
};

/**
 * The product spec's label, e.g. "20 min Szaleństwo (biletowany)", "Zegrze 30 min Adrenalina (prywatny)";
 * in English "(ticketed)" / "(private)".
 */
export function cruiseTypeLabel(type: CruiseType, lang: Lang): string {
  const info = CRUISE_TYPE_INFO[type];
  const prefix = info.group === "zegrze" ? "Zegrze " : "";
  return `${prefix}${info.minutes} min ${info.name} (${KIND_LABEL[lang][info.kind]})`;
}
