/**
 * Campaign times are entered and shown in Europe/Warsaw (the operator's clock) and stored as
 * instants. Pure functions, safe in the browser.
 */
const ZONE = "Europe/Warsaw";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function fields(instant: Date) {
  const f: Record<string, number> = {};
  for (const p of parts.formatToParts(instant))
    if (p.type !== "literal") f[p.type] = Number(p.value);
  return f as {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
  };
}

/** Warsaw's offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
function offsetAt(instant: Date): number {
  const f = fields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * "YYYY-MM-DDTHH:mm" on the Warsaw clock to an instant; undefined when malformed or a time
 * that does not exist (the hour skipped when clocks go forward).
 */
export function warsawLocalToInstant(local: string): Date | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let instant = new Date(wall - offsetAt(new Date(wall)));
  instant = new Date(wall - offsetAt(instant));
  return instantToWarsawLocal(instant) === local ? instant : undefined;
}

/** An instant as "YYYY-MM-DDTHH:mm" on the Warsaw clock (the value of a datetime-local input). */
export function instantToWarsawLocal(instant: Date): string {
  const f = fields(instant);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${f.year}-${two(f.month)}-${two(f.day)}T${two(f.hour)}:${two(f.minute)}`;
}

/** An instant for people: "23.11.2026, 18:30" (pl) or "23/11/2026, 18:30" (en), Warsaw time. */
export function formatWarsaw(instant: Date | string, lang: "pl" | "en"): string {
  return new Intl.DateTimeFormat(lang === "pl" ? "pl-PL" : "en-GB", {
    timeZone: ZONE,
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(instant));
}
