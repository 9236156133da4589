/**
 * The wind warning's one tap on the server (decision 420): PUT and DELETE
 * /api/admin/wind-warnings/:location/notice put the "cruises cancelled" notice up and take it off
 * through the notices feature, audited, checked as the notices route checks a notice.
 */
import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import {
  adminSessionCookie,
  callRoute,
  useTestEnv,
} from "../../../../tests/support/api-test-helpers";
import { addDays, warsawDay, warsawInstant } from "~/features/departures/warsaw-time";
import { getDb, schema } from "~/lib/db.server";
import * as noticesRoute from "./notices";
import * as route from "./wind-warning-notice";

beforeAll(() => useTestEnv());

describeEachDb("wind warning: the cancelled notice through the notices feature", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await adminSessionCookie();
  });
  const path = (location: string) => `/api/admin/wind-warnings/${location}/notice`;
  const put = (location: string, body: unknown, lang: "pl" | "en" = "pl") =>
    callRoute(route, "PUT", path(location), { cookie, lang, body, params: { location } });

  it("puts the location's cancelled notice up for the whole Warsaw day, audited, and takes it off", async () => {
    const day = addDays(warsawDay(), 1);
    const res = await put("zegrze", { day });
    expect(res.status).toBe(200);
    expect(res.json.notice).toMatchObject({
      scope: "zegrze",
      kind: "cancelled",
      from: new Date(warsawInstant(day, "00:00")).toISOString(),
      until: new Date(warsawInstant(addDays(day, 1), "00:00")).toISOString(),
    });
    const notice = res.json.notice as { message_pl: string; message_en: string };
    expect(notice.message_pl).toMatch(/Zegrz/);
    expect(notice.message_en).toMatch(/Zegrze/);
    // The panel's list of notices shows it, and the change history has it.
    const listed = await callRoute(noticesRoute, "GET", "/api/admin/notices", { cookie });
    expect(listed.json.items).toEqual([res.json.notice]);
    const audit = (await getDb().select().from(schema.auditLog)).filter(
      (r) => r.entity === "site_notice" && r.entityId === "zegrze",
    );
    expect(audit.map((r) => r.action)).toEqual(["create"]);

    const off = await callRoute(route, "DELETE", path("zegrze"), {
      cookie,
      params: { location: "zegrze" },
    });
    expect(off).toEqual({ status: 200, json: { deleted: "zegrze" } });
    expect(
      (await callRoute(noticesRoute, "GET", "/api/admin/notices", { cookie })).json.items,
    ).toEqual([]);
    // Nothing left to take off: 404.
    const again = await callRoute(route, "DELETE", path("zegrze"), {
      cookie,
      params: { location: "zegrze" },
    });
    expect(again.status).toBe(404);
  });

  it("refuses a bad day (400, in the caller's language), a day already over, and a scope that is no location (404)", async () => {
    const bad = await put("warszawa", { day: "2026-02-30" }, "en");
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({ day: "Give the date as YYYY-MM-DD." });
    const pl = await put("warszawa", {}, "pl");
    expect(pl.json.fieldErrors).toEqual({ day: "Podaj datę w formacie RRRR-MM-DD." });
    const past = await put("warszawa", { day: "2020-01-01" }, "en");
    expect(past.status).toBe(400);
    expect(past.json.fieldErrors).toEqual({ until: "The end must be in the future" });
    expect((await put("all", { day: addDays(warsawDay(), 1) })).status).toBe(404);
    expect((await put("krakow", { day: addDays(warsawDay(), 1) })).status).toBe(404);
    // Signed out: 401, nothing stored.
    const anonymous = await callRoute(route, "PUT", path("warszawa"), {
      body: { day: addDays(warsawDay(), 1) },
      params: { location: "warszawa" },
    });
    expect(anonymous.status).toBe(401);
    expect(await getDb().select().from(schema.siteNotices)).toEqual([]);
  });
});
