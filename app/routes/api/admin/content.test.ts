import { beforeAll, expect, it } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { getFrom, postTo, useTestEnv } from "../../../../tests/support/api-test-helpers";
import { faqContent } from "~/content/faq";
import { homeMessages } from "~/features/home/messages";
import { listAudit, revertAudit } from "~/features/change-history/history.server";
import { badRequestFields } from "../../../../tests/support/api-errors";
import {
  addCopyListItem,
  copyPage,
  PAGE_COPY_ENTITY,
  saveCopy,
  saveCopyOrder,
} from "~/features/page-copy/page-copy.server";
import { withCopy } from "~/lib/copy/overrides.server";
import { getDb, schema } from "~/lib/db.server";
import { COPY_PAGES } from "./content-pages.server";
import { loader as contentRoute } from "./content";
import { action as contentKeyRoute } from "./content-key";

beforeAll(() => useTestEnv());
const actor = { id: "admin-1", email: "boss@rib.example" };
const HEADING = "home.hero.default.title";
const home = COPY_PAGES.find((p) => p.id === "home")!;
const faq = COPY_PAGES.find((p) => p.id === "faq")!;

describeEachDb("page copy", () => {
  it("refuses an anonymous caller (401) on the list and on a save", async () => {
    expect((await getFrom(contentRoute, "/api/admin/content")).status).toBe(401);
    expect(
      (
        await postTo(contentKeyRoute, `/api/admin/content/${HEADING}`, {
          pl: "x",
        })
      ).status,
    ).toBe(401);
  });

  it("saves an edit per language, the loaders show it at once, reset returns to the default", async () => {
    const item = await saveCopy(
      actor,
      COPY_PAGES,
      HEADING,
      { pl: "Rejsy <b>nocne</b>", en: "Night cruises" },
      "pl",
    );
    expect(item).toMatchObject({
      key: HEADING,
      pl: "Rejsy <b>nocne</b>",
      en: "Night cruises",
      defaultPl: homeMessages.pl.hero.default.title,
      edited: { pl: true, en: true },
      stale: { pl: false, en: false },
    });
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      "Rejsy <b>nocne</b>",
    );
    expect((await withCopy("home", homeMessages.en, "en")).hero.default.title).toBe(
      "Night cruises",
    );

    const page = await copyPage(home);
    expect(page.items.find((i) => i.key === HEADING)?.pl).toBe("Rejsy <b>nocne</b>");

    const reset = await saveCopy(actor, COPY_PAGES, HEADING, { pl: null }, "pl");
    expect(reset).toMatchObject({
      pl: homeMessages.pl.hero.default.title,
      en: "Night cruises",
      edited: { pl: false, en: true },
    });
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      homeMessages.pl.hero.default.title,
    );
    await saveCopy(actor, COPY_PAGES, HEADING, { en: null }, "pl");
    expect(await getDb().select().from(schema.pageCopyOverrides)).toEqual([]);
  });

  it("refuses an empty text, a lost placeholder and a text over the limit, in the admin's language, saving nothing", async () => {
    expect(
      await badRequestFields(saveCopy(actor, COPY_PAGES, HEADING, { pl: " ", en: "ok" }, "pl")),
    ).toEqual({ pl: "Tekst nie może być pusty." });
    const nearest = "home.locations.nearest";
    expect(homeMessages.pl.locations.nearest).toContain("{name}");
    const errors = await badRequestFields(
      saveCopy(actor, COPY_PAGES, nearest, { en: "Nearest to you" }, "en"),
    );
    expect(errors?.en).toContain("{name}");
    const max = Math.max(300, homeMessages.pl.hero.default.title.length * 4);
    expect(
      (
        await badRequestFields(
          saveCopy(actor, COPY_PAGES, HEADING, { pl: "x".repeat(max + 1) }, "en"),
        )
      )?.pl,
    ).toBe(`The text can have at most ${max} characters.`);
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: "x".repeat(max) }, "pl");
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: null }, "pl");
    await expect(
      saveCopy(actor, COPY_PAGES, "home.nothing.here", { pl: "x" }, "pl"),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      saveCopy(actor, COPY_PAGES, "home.locations.askForPrice", { pl: "x" }, "pl"),
    ).rejects.toMatchObject({ status: 404 });
    expect(await getDb().select().from(schema.pageCopyOverrides)).toEqual([]);
  });

  it("flags an edit whose default has changed since it was saved", async () => {
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: "Edytowany" }, "pl");
    expect((await copyPage(home)).items.find((i) => i.key === HEADING)?.stale.pl).toBe(false);
    // As if the code's default had been corrected after the edit.
    await getDb().update(schema.pageCopyOverrides).set({ defaultHash: "an-older-default" });
    expect((await copyPage(home)).items.find((i) => i.key === HEADING)?.stale).toEqual({
      pl: true,
      en: false,
    });
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: null }, "pl");
  });

  it("every change is in the history with what it changed, and undo restores the text the site showed", async () => {
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: "Pierwsza wersja" }, "pl");
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: "Druga wersja", en: "Second" }, "pl");
    const history = await listAudit({ entity: PAGE_COPY_ENTITY, page: 1 });
    const last = history.items[0]!;
    expect(last).toMatchObject({
      entity: "page_copy",
      entityId: HEADING,
      action: "update",
      revertible: true,
    });
    expect(last.before).toMatchObject({
      pl: "Pierwsza wersja",
      en: homeMessages.en.hero.default.title,
      edited: { pl: true, en: false },
    });
    expect(last.after).toMatchObject({ pl: "Druga wersja", en: "Second" });

    const undone = await revertAudit(actor, last.id);
    expect(undone.ok).toBe(true);
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      "Pierwsza wersja",
    );
    // English was the default before: the edit is gone, not frozen as a copy of the default.
    const item = (await copyPage(home)).items.find((i) => i.key === HEADING)!;
    expect(item).toMatchObject({
      pl: "Pierwsza wersja",
      en: homeMessages.en.hero.default.title,
      edited: { pl: true, en: false },
    });
    expect(await revertAudit(actor, last.id)).toEqual({
      ok: false,
      reason: "already_reverted",
    });
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: null }, "pl");
  });

  it("adds, reorders and removes FAQ questions; undo brings a removed added question back", async () => {
    const defaultIds = faqContent.pl.items.map((i) => i.id);
    const errors = await badRequestFields(
      addCopyListItem(
        actor,
        COPY_PAGES,
        "faq.items",
        { pl: { q: "Pytanie?", a: "" }, en: { q: "Question?" } },
        "pl",
      ),
    );
    expect(Object.keys(errors!).sort()).toEqual(["en.a", "pl.a"]);

    const { id, list } = await addCopyListItem(
      actor,
      COPY_PAGES,
      "faq.items",
      {
        pl: { q: "Czy można z psem?", a: "Tak, w kamizelce dla psa." },
        en: { q: "Can I bring a dog?", a: "Yes, in a dog life jacket." },
      },
      "pl",
    );
    expect(id).toMatch(/^x-[a-z0-9]{8}$/);
    expect(list.order).toEqual([...defaultIds, id]);
    expect(list.titles[id]).toEqual({
      pl: "Czy można z psem?",
      en: "Can I bring a dog?",
    });
    expect((await withCopy("faq", faqContent.en, "en")).items.at(-1)).toEqual({
      id,
      q: "Can I bring a dog?",
      a: "Yes, in a dog life jacket.",
    });
    // The added question's texts are edited like any other.
    await saveCopy(actor, COPY_PAGES, `faq.items.${id}.q`, { pl: "Czy mogę zabrać psa?" }, "pl");
    expect((await copyPage(faq)).items.find((i) => i.key === `faq.items.${id}.q`)).toMatchObject({
      pl: "Czy mogę zabrać psa?",
      added: true,
    });

    const order = [id, ...defaultIds.filter((d) => d !== "voucher")];
    await saveCopyOrder(actor, COPY_PAGES, "faq.items", order, "pl");
    expect((await withCopy("faq", faqContent.pl, "pl")).items.map((i) => i.id)).toEqual(order);
    expect(
      await badRequestFields(saveCopyOrder(actor, COPY_PAGES, "faq.items", ["wear", "wear"], "pl")),
    ).toHaveProperty("order");
    expect(
      await badRequestFields(saveCopyOrder(actor, COPY_PAGES, "faq.items", ["nope"], "pl")),
    ).toHaveProperty("order");

    // Remove the added question, then undo the removal.
    await saveCopyOrder(actor, COPY_PAGES, "faq.items", defaultIds, "pl");
    expect((await withCopy("faq", faqContent.pl, "pl")).items.map((i) => i.id)).toEqual(defaultIds);
    const removal = (await listAudit({ entity: PAGE_COPY_ENTITY, page: 1 })).items[0]!;
    expect((removal.before as { questions: string[] }).questions[0]).toBe("Czy mogę zabrać psa?");
    expect((await revertAudit(actor, removal.id)).ok).toBe(true);
    expect((await withCopy("faq", faqContent.pl, "pl")).items.map((i) => i.id)).toEqual(order);

    await saveCopyOrder(actor, COPY_PAGES, "faq.items", null, "pl");
    expect((await withCopy("faq", faqContent.pl, "pl")).items.map((i) => i.id)).toEqual(defaultIds);
  });

  it("another process's edit is read within the refresh interval, without a render waiting for it", async () => {
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: "Z tego procesu" }, "pl");
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      "Z tego procesu",
    );
    // As if another process had saved: the row changes without this process knowing.
    await getDb().update(schema.pageCopyOverrides).set({ value: "Z innego procesu" });
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      "Z tego procesu",
    );
    await new Promise((r) => setTimeout(r, 2100));
    // The first render after the interval gets the kept copy at once and starts a read.
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      "Z tego procesu",
    );
    await expect
      .poll(async () => (await withCopy("home", homeMessages.pl, "pl")).hero.default.title)
      .toBe("Z innego procesu");
    await saveCopy(actor, COPY_PAGES, HEADING, { pl: null }, "pl");
    expect((await withCopy("home", homeMessages.pl, "pl")).hero.default.title).toBe(
      homeMessages.pl.hero.default.title,
    );
  });
});
