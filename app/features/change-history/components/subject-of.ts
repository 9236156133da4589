import { copyLabel } from "~/lib/copy/copy-labels";
import { historyMessages } from "../messages";
import type { AuditItem } from "../types";

type T = (typeof historyMessages)["pl"];

function asRecord(v: unknown): Record<string, unknown> | null {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** What the entry is about, in words: "Cena rejsu: 60 min Rwąca rzeka (prywatny)", "Atrakcja: Kajaki". */
export function subjectOf(
  item: AuditItem,
  t: T,
  lang: "pl" | "en",
  priceTypes: Map<string, string>,
  /** Each cruise's name in the panel's language, by key (decision 352); its price row's label by `price:<key>`. */
  cruiseNames: Map<string, string> = new Map(),
): string {
  const entity = t.entities[item.entity] ?? item.entity;
  const snap = asRecord(item.after) ?? asRecord(item.before);
  let name: string | undefined;
  if (item.entity === "cruise_price") {
    const type =
      typeof snap?.cruise_type === "string" ? snap.cruise_type : priceTypes.get(item.entityId);
    if (type)
      // The price row's label as the Prices tab shows it (`price:<key>`), else the cruise's name.
      name = cruiseNames.get(`price:${type}`) ?? cruiseNames.get(type) ?? type;
  } else if (item.entity === "attraction" && typeof snap?.name === "string") {
    name = snap.name;
  } else if (item.entity === "cruise") {
    // Its name as the Rejsy view shows it (one of the six keeps its default name: null stored).
    const own = snap?.[`name_${lang}`] ?? snap?.name_pl;
    const key = typeof snap?.key === "string" ? snap.key : undefined;
    name =
      typeof own === "string" && own
        ? own
        : ((key && cruiseNames.get(key)) ??
          cruiseNames.get(`#${item.entityId}`) ??
          key ??
          item.entityId);
  } else if (item.entity === "location") {
    name = t.locationNames[item.entityId] ?? item.entityId;
  } else if (item.entity === "site_notice") {
    // A notice by its place ("Zegrze"), not its stored scope.
    name = t.scopes[item.entityId] ?? item.entityId;
  } else if (item.entity === "media_slot") {
    name = item.entityId;
  } else if (item.entity === "page_copy") {
    // The text's key in words, as the Texts tab names it: "Strona główna · baner główny · …".
    name = copyLabel(item.entityId, lang, { page: true });
  } else if (item.entity === "admin_account" && item.actorEmail) {
    // Someone's own account: it is the signed-in person's, named by their e-mail.
    name = item.actorEmail;
  } else if (typeof snap?.email === "string") {
    name = snap.email;
  }
  return name ? `${entity}: ${name}` : t.numbered(entity, item.entityId);
}
