/**
 * POST /api/admin/audit-log/:id/revert with `fields` (decision 313): only the chosen fields go
 * back, the conflict check covers only them, a wrong choice is a 400 in the admin's language, and
 * the entry can be undone again for the fields left. Through the route, signed in, on PGlite and
 * PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import {
  adminSessionCookie,
  callRoute,
  useTestEnv,
} from "../../../../tests/support/api-test-helpers";
import { seedDatabase } from "../../../../db/seed";
import { listAudit } from "~/features/change-history/history.server";
import { updatePrice } from "~/features/prices/prices.server";
import { createPromoEvent, updatePromoEvent } from "~/features/site-admin/site-admin.server";
import { getDb, schema } from "~/lib/db.server";
import type { PromoEventInput } from "~/lib/site-data/promo-events";
import { action } from "./audit-log-revert";

const EMAIL = "boss@rib.example";
const PASSWORD = "long-admin-password-1";
let cookie = "";
let actor = { id: "", email: EMAIL };

beforeAll(() => useTestEnv());

/** The route's answer to an undo of entry `id`, with `body` (none when undefined). */
function revert(id: number, body?: unknown, lang: "pl" | "en" = "pl") {
  return callRoute({ loader: undefined, action }, "POST", `/api/admin/audit-log/${id}/revert`, {
    cookie,
    lang,
    body,
    params: { id: String(id) },
  });
}

async function entry(entity: string, id: number) {
  const { items } = await listAudit({ entity, page: 1 }, 100);
  return items.find((i) => i.id === id)!;
}

async function newest(entity: string) {
  return (await listAudit({ entity, page: 1 })).items[0]!;
}

async function priceRow(type: string) {
  const [row] = await getDb()
    .select()
    .from(schema.cruisePrices)
    .where(eq(schema.cruisePrices.cruiseType, type));
  return { id: row!.id, price: Number(row!.price), description: row!.description };
}

describeEachDb("undo of chosen fields (route)", () => {
  beforeAll(async () => {
    await seedDatabase(getDb());
    cookie = await adminSessionCookie(EMAIL, PASSWORD);
    const [user] = await getDb().select().from(schema.user).where(eq(schema.user.email, EMAIL));
    actor = { id: user!.id, email: EMAIL };
  });

  it("sets back only the chosen field; the entry stays undoable for the rest, then is undone whole", async () => {
    const was = await priceRow("60min");
    // One save changes two fields.
    await updatePrice(actor, was.id, {
      price: was.price + 11,
      description: "Opis z jednego zapisu",
      is_active: true,
    });
    const change = await newest("cruise_price");
    expect(change.revertible).toBe(true);

    const first = await revert(change.id, { fields: ["description"] });
    expect(first.status).toBe(200);
    const undo = first.json.item as { id: number; action: string; after: Record<string, unknown> };
    expect(undo.action).toBe("revert");
    expect(undo.after).toMatchObject({ revertOf: change.id, revertFields: ["description"] });
    expect(await priceRow("60min")).toEqual({ ...was, price: was.price + 11 });

    // The history: the undo is its own entry; the change is partly undone and still undoable.
    expect(await entry("cruise_price", undo.id)).toMatchObject({
      action: "revert",
      revertible: false,
    });
    expect(await entry("cruise_price", change.id)).toMatchObject({
      revertible: true,
      revertedBy: null,
      partlyRevertedBy: [undo.id],
      undoneFields: ["description"],
    });

    // The same field again: 400, in the admin's language.
    const again = await revert(change.id, { fields: ["description"] });
    expect(again.status).toBe(400);
    expect(again.json.fieldErrors).toEqual({ fields: "Już cofnięte: Opis." });

    // Without `fields`: the fields left (the price).
    const rest = await revert(change.id);
    expect(rest.status).toBe(200);
    const second = rest.json.item as { id: number; after: Record<string, unknown> };
    expect(second.after).toMatchObject({ revertOf: change.id, revertFields: ["price"] });
    expect(await priceRow("60min")).toEqual(was);
    expect(await entry("cruise_price", change.id)).toMatchObject({
      revertible: false,
      revertedBy: second.id,
      partlyRevertedBy: [],
    });
    const done = await revert(change.id);
    expect(done.status).toBe(409);
    expect(done.json.error).toBe("already_reverted");
  });

  it("the later-change check covers only the chosen fields", async () => {
    const was = await priceRow("90min");
    await updatePrice(actor, was.id, {
      price: was.price + 5,
      description: "Opis A",
      is_active: true,
    });
    const both = await newest("cruise_price");
    await updatePrice(actor, was.id, {
      price: was.price + 9,
      description: "Opis A",
      is_active: true,
    });
    const later = await newest("cruise_price");

    const blocked = await revert(both.id, { fields: ["price"] });
    expect(blocked.status).toBe(409);
    expect(blocked.json).toMatchObject({ error: "later_change", laterEntry: later.id });
    expect(blocked.json.message).toBe(
      `Wpis nr ${later.id} zmienił później to samo (Cena). Najpierw cofnij wpis nr ${later.id}.`,
    );
    // The description was not changed later: it goes back, the later price stays.
    expect((await revert(both.id, { fields: ["description"] })).status).toBe(200);
    expect(await priceRow("90min")).toEqual({ ...was, price: was.price + 9 });
    // A full undo of what is left is still blocked by the later price.
    expect((await revert(both.id)).status).toBe(409);
    // Put the row back for the other tests.
    await updatePrice(actor, was.id, { ...was, is_active: true });
  });

  it("refuses a field the entry did not change, an empty list, a wrong type and a choice on an addition (400, both languages)", async () => {
    const was = await priceRow("30min");
    await updatePrice(actor, was.id, {
      price: was.price + 1,
      description: "Opis B",
      is_active: true,
    });
    const change = await newest("cruise_price");
    const unknown = await revert(change.id, { fields: ["is_active", "price"] });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({
      error: "invalid_input",
      fieldErrors: {
        fields: "Ten wpis nie zmienił: Aktywna. Wybierz spośród pól, które zmienił.",
      },
    });
    const english = await revert(change.id, { fields: ["company.nip"] }, "en");
    expect(english.json.fieldErrors).toEqual({
      fields: "This entry did not change: NIP (tax ID). Choose among the fields it changed.",
    });
    expect((await revert(change.id, { fields: [] })).json.fieldErrors).toEqual({
      fields: "Wybierz co najmniej jedno pole.",
    });
    expect((await revert(change.id, { fields: "price" }, "en")).json.fieldErrors).toEqual({
      fields: "Give a list of the fields to undo.",
    });
    // Nothing was undone by the refused calls.
    expect(await priceRow("30min")).toEqual({
      ...was,
      price: was.price + 1,
      description: "Opis B",
    });
    expect((await revert(change.id)).status).toBe(200);
    expect(await priceRow("30min")).toEqual(was);

    const created = await createPromoEvent(actor, event({ title_pl: "Rejs do usunięcia" }));
    const creation = (await listAudit({ entity: "promo_event", page: 1 })).items.find(
      (i) => i.entityId === String(created.id) && i.action === "create",
    )!;
    const whole = await revert(creation.id, { fields: ["title_pl"] });
    expect(whole.status).toBe(400);
    expect(whole.json.fieldErrors).toEqual({
      fields: "Dodanie i usunięcie można cofnąć tylko w całości.",
    });
  });

  it("an entity that undoes itself (a promotional event): only the chosen field, a later change of another field stays", async () => {
    const created = await createPromoEvent(
      actor,
      event({ title_pl: "Rejs testowy", time: "17:00", description_pl: "Pierwszy opis" }),
    );
    // One save changes the title and the time.
    await updatePromoEvent(actor, created.id, {
      ...event({ title_pl: "Rejs zmieniony", time: "18:30", description_pl: "Pierwszy opis" }),
    });
    const change = await newest("promo_event");
    // A later save changes the description only.
    await updatePromoEvent(actor, created.id, {
      ...event({ title_pl: "Rejs zmieniony", time: "18:30", description_pl: "Drugi opis" }),
    });

    const res = await revert(change.id, { fields: ["time"] }, "en");
    expect(res.status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(schema.promoEvents)
      .where(eq(schema.promoEvents.id, created.id));
    expect({ title: row!.titlePl, time: row!.time, description: row!.descriptionPl }).toEqual({
      title: "Rejs zmieniony",
      time: "17:00",
      description: "Drugi opis",
    });
    expect(await entry("promo_event", change.id)).toMatchObject({
      revertible: true,
      undoneFields: ["time"],
    });
    // The title is left: undoing it now keeps the time and the later description.
    expect((await revert(change.id)).status).toBe(200);
    const [after] = await getDb()
      .select()
      .from(schema.promoEvents)
      .where(eq(schema.promoEvents.id, created.id));
    expect({
      title: after!.titlePl,
      time: after!.time,
      description: after!.descriptionPl,
    }).toEqual({ title: "Rejs testowy", time: "17:00", description: "Drugi opis" });
  });
});

function event(over: Partial<PromoEventInput>): PromoEventInput {
  return {
    title_pl: "Rejs",
    title_en: "",
    description_pl: "",
    description_en: "",
    icon: "gift",
    date: "2030-06-01",
    time: null,
    yearly: false,
    location: "warszawa",
    published: false,
    ...over,
  };
}
