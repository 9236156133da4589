import { count } from "drizzle-orm";
import type { DbOrTx } from "../app/lib/db.server";
import { attractions, cruisePrices } from "./schema";

/**
 * Seed values are placeholders the operator edits in the panel (docs/architecture.md §5).
 * docs/product.md §9 fixes the 20-minute ticket (90 PLN) and the private 1.5-hour cruise (1400 PLN).
 */
export const SEED_PRICES = [
  {
    cruiseType: "20min",
    price: 90,
    description: "Szaleństwo – rejs biletowany, cena za osobę",
  },
  {
    cruiseType: "30min",
    price: 600,
    description: "Gruba Kaśka – rejs prywatny, cała łódź do 6 osób",
  },
  {
    cruiseType: "60min",
    price: 1000,
    description: "Rwąca rzeka – rejs prywatny, cała łódź do 6 osób",
  },
  {
    cruiseType: "90min",
    price: 1400,
    description: "Maksimum – rejs prywatny, cała łódź do 6 osób",
  },
  {
    cruiseType: "zegrze_30min",
    price: 500,
    description: "Adrenalina – rejs prywatny na Zegrzu, do 6 osób",
  },
  {
    cruiseType: "zegrze_60min",
    price: 900,
    description: "Prawdziwa wyprawa – rejs prywatny na Zegrzu, do 6 osób",
  },
] as const;

export const SEED_ATTRACTIONS = [
  {
    name: "Gokarty halowe",
    category: "Motorsport",
    description:
      "Elektryczne gokarty na krytym torze – wyścigi z przyjaciółmi niezależnie od pogody.",
    price: "od 120 zł / 15 min",
    duration: "15 min",
    location: "Warszawa",
    nameEn: "Indoor go-karting",
    categoryEn: "Motorsport",
    descriptionEn: "Electric go-karts on an indoor track: race your friends whatever the weather.",
    priceEn: "from 120 PLN / 15 min",
    durationEn: "15 min",
    locationEn: "Warsaw",
    displayOrder: 1,
  },
  {
    name: "Symulator F1",
    category: "Motorsport",
    description:
      "Profesjonalny symulator bolidu Formuły 1 z ruchomą platformą i torami z kalendarza F1.",
    price: "150 zł / 30 min",
    duration: "30 min",
    location: "Warszawa",
    nameEn: "F1 simulator",
    categoryEn: "Motorsport",
    descriptionEn:
      "A professional Formula 1 car simulator on a motion platform, with circuits from the F1 calendar.",
    priceEn: "150 PLN / 30 min",
    durationEn: "30 min",
    locationEn: "Warsaw",
    displayOrder: 2,
  },
  {
    name: "Skok spadochronowy w tandemie",
    category: "Lotnictwo",
    description:
      "Skok z wysokości 4000 m z doświadczonym instruktorem, z ponad 40 sekundami swobodnego spadania.",
    price: "890 zł",
    duration: "ok. 3 h z instruktażem",
    // A real locality (schema.org addressLocality on /atrakcje-warszawa), not "near Warsaw".
    location: "Chrcynno",
    nameEn: "Tandem skydive",
    categoryEn: "Aviation",
    descriptionEn:
      "A jump from 4,000 m with an experienced instructor and over 40 seconds of free fall.",
    priceEn: "890 PLN",
    durationEn: "about 3 h with briefing",
    locationEn: "Chrcynno",
    displayOrder: 3,
  },
  {
    name: "Lot szybowcem",
    category: "Lotnictwo",
    description:
      "Cichy lot szybowcem z pilotem-instruktorem nad Mazowszem, z widokiem na Warszawę.",
    price: "250 zł",
    duration: "ok. 20 min",
    location: "Warszawa",
    nameEn: "Glider flight",
    categoryEn: "Aviation",
    descriptionEn:
      "A quiet glider flight with an instructor pilot over Mazovia, with a view of Warsaw.",
    priceEn: "250 PLN",
    durationEn: "about 20 min",
    locationEn: "Warsaw",
    displayOrder: 4,
  },
];

/**
 * Seeds a fresh database: runs only when cruise_prices is empty, so an operator who later
 * deletes every attraction does not get the placeholders back on the next start.
 */
export async function seedDatabase(db: DbOrTx): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(cruisePrices);
  if (n > 0) return { seeded: false };
  await db
    .insert(cruisePrices)
    .values(SEED_PRICES.map((p) => ({ ...p, currency: "PLN" })))
    .onConflictDoNothing({ target: cruisePrices.cruiseType });
  const [{ a }] = await db.select({ a: count() }).from(attractions);
  if (a === 0) await db.insert(attractions).values(SEED_ATTRACTIONS);
  return { seeded: true };
}
