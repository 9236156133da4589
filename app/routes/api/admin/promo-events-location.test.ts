/**
 * POST and PUT /api/admin/promo-events (decision 404): an event's location is any location row,
 * an added one too; an unknown one is a 400 with `fieldErrors.location` in the admin's language.
 * Through the routes, signed in, on PGlite and PostgreSQL.
 */
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import {
  adminSessionCookie,
  callRoute,
  postTo,
  useTestEnv,
} from "../../../../tests/support/api-test-helpers";
import { seedDatabase } from "../../../../db/seed";
import { createLocation } from "~/features/cruises/admin.server";
import { getDb, schema } from "~/lib/db.server";
import { action as createAction } from "./promo-events";
import { action as changeAction } from "./promo-event";

const EMAIL = "boss@rib.example";
const PASSWORD = "long-admin-password-1";
let cookie = "";

beforeAll(() => useTestEnv());

const post = (body: unknown, lang = "pl") =>
  postTo(createAction, "/api/admin/promo-events", body, {
    headers: { Cookie: cookie, "Accept-Language": lang },
  });

const put = (id: number, body: unknown, lang: "pl" | "en" = "pl") =>
  callRoute({ loader: undefined, action: changeAction }, "PUT", `/api/admin/promo-events/${id}`, {
    cookie,
    lang,
    body,
    params: { id: String(id) },
  });

describeEachDb("promotional events at any location row (route)", () => {
  beforeAll(async () => {
    await seedDatabase(getDb());
    cookie = await adminSessionCookie(EMAIL, PASSWORD);
    const [user] = await getDb().select().from(schema.user).where(eq(schema.user.email, EMAIL));
    await createLocation(
      { id: user!.id, email: EMAIL },
      {
        name_pl: "Toruń",
        name_en: "Torun",
        startPoint_pl: "Bulwar Filadelfijski",
        startPoint_en: "Philadelphia Boulevard",
        lat: 53.008,
        lng: 18.6,
      },
      "pl",
    );
  });

  it("an unknown location is refused under its field, in the admin's language", async () => {
    const pl = await post({ title_pl: "Rejs nocny", location: "plock" });
    expect(pl.status).toBe(400);
    expect(pl.json.fieldErrors).toEqual({ location: "Wybierz lokalizację" });
    const en = await post({ title_pl: "Rejs nocny", location: "plock" }, "en");
    expect(en.json.fieldErrors).toEqual({ location: "Choose a location" });
  });

  it("a location the operator added is accepted on POST and on PUT", async () => {
    const created = await post({ title_pl: "Rejs nocny", location: "torun" });
    expect(created.status).toBe(201);
    const event = created.json.event as { id: number; location: string };
    expect(event.location).toBe("torun");
    const moved = await put(event.id, { title_pl: "Rejs nocny", location: "zegrze" });
    expect(moved.status).toBe(200);
    expect((moved.json.event as { location: string }).location).toBe("zegrze");
    const bad = await put(event.id, { title_pl: "Rejs nocny", location: "plock" }, "en");
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ location: "Choose a location" });
  });
});
