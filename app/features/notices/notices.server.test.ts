import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../tests/support/test-db";
import { lastAuditId } from "../../../tests/support/audit";
import { revertAudit } from "~/features/change-history/history.server";
import { appliesTo } from "./model";
import { deleteNotice, invalidateNotices, pageNotices, putNotice } from "./notices.server";
import { noticeSchema } from "./schema";
// The scopes are the location rows: read them as a route module does before the notices.
import { getCatalogue } from "~/features/cruises/catalogue.server";

const actor = { id: "admin-1", email: "admin@example.com" };

describeEachDb("notices (decision 231): the notices feature's reads, writes and undo", () => {
  beforeAll(async () => {
    await getCatalogue();
  });

  it("notices: shown in their scope and language, gone after their end, with the moment the page changes", async () => {
    const now = Date.now();
    const input = noticeSchema("pl").parse({
      kind: "cancelled",
      message_pl: "Dziś rejsy odwołane – silny wiatr",
      message_en: "Cruises cancelled today – strong wind",
      until: new Date(now + 3_600_000).toISOString(),
    });
    await putNotice(actor, "zegrze", input);
    const zegrze = await pageNotices("/rejsy-zegrze", "en", now);
    expect(zegrze.notices).toEqual([
      {
        scope: "zegrze",
        kind: "cancelled",
        text: "Cruises cancelled today – strong wind",
      },
    ]);
    expect(zegrze.changesAt).toBe(Date.parse(input.until));
    expect((await pageNotices("/", "pl", now)).notices[0]?.text).toBe(
      "Dziś rejsy odwołane – silny wiatr",
    );
    // Issue 34, item 1: home is wider than Zegrze, so its notice there names the location.
    expect((await pageNotices("/", "pl", now)).notices[0]?.named).toBe(true);
    expect((await pageNotices("/en", "en", now)).notices[0]?.named).toBe(true);
    expect(zegrze.notices[0]?.named).toBeUndefined();
    expect((await pageNotices("/rejsy-wisla-warszawa", "pl", now)).notices).toEqual([]);
    expect((await pageNotices("/rejsy-zegrze", "pl", now + 3_600_001)).notices).toEqual([]);

    // Undo of the creation removes it; undo of that is not offered (a revert row).
    const id = await lastAuditId("site_notice");
    expect((await revertAudit(actor, id)).ok).toBe(true);
    invalidateNotices();
    expect((await pageNotices("/rejsy-zegrze", "pl", now)).notices).toEqual([]);
    expect(await deleteNotice(actor, "zegrze")).toBe(false);
  });

  it("notices: impossible dates are refused per field", () => {
    const m = (body: unknown) => {
      const r = noticeSchema("pl").safeParse(body);
      return r.success
        ? {}
        : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(m({ kind: "info", message_pl: "x", until: "2020-01-01T00:00:00Z" }).until).toBe(
      "Koniec musi być w przyszłości",
    );
    expect(
      m({
        kind: "info",
        message_pl: "x",
        until: new Date(Date.now() + 400 * 86_400_000).toISOString(),
      }).until,
    ).toMatch(/366 dni/);
    expect(m({ kind: "info", message_pl: "x", until: "2027-02-30T10:00:00Z" }).until).toBe(
      "Podaj poprawną datę i godzinę",
    );
    const until = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      m({
        kind: "info",
        message_pl: "x",
        from: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        until,
      }).from,
    ).toBe("Początek musi być przed końcem");
    expect(m({ kind: "warning", message_pl: "", until }).kind).toBeTruthy();
  });

  it("scopes: a location covers home, its page and its cruise pages", () => {
    expect(appliesTo("warszawa", "/rejsy-wisla-warszawa/20-min")).toBe(true);
    expect(appliesTo("warszawa", "/warsaw-river-cruise")).toBe(true);
    expect(appliesTo("zegrze", "/")).toBe(true);
    expect(appliesTo("zegrze", "/rejsy-wisla-warszawa")).toBe(false);
    expect(appliesTo("zegrze", "/lodki-zegrze-motorowka-bez-patentu")).toBe(false);
    expect(appliesTo("all", "/regulamin")).toBe(true);
    expect(appliesTo("zegrze", "/en/zegrze-lake-cruises")).toBe(true);
    expect(appliesTo("zegrze", "/en")).toBe(true);
    expect(appliesTo("gdansk", "/en/gdansk-cruises")).toBe(true);
    expect(appliesTo("zegrze", "/en/licence-free-boat-hire")).toBe(false);
  });
});
