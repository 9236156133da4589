import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import { describeEachDb } from "../../../../tests/support/test-db";
import { useTestEnv } from "../../../../tests/support/api-test-helpers";
import { getDb, schema } from "~/lib/db.server";

// The session check is covered by the security suite's authorisation matrix; here an administrator is signed in.
vi.mock("~/features/admin-auth/require-admin.server", () => ({ requireAdmin: async () => ({ id: "admin-1", email: "admin@ribwarsaw.test" }) }));

const { loader: list } = await import("./subscribers");
const { loader: csv } = await import("./subscribers-csv");
const { action: erase } = await import("./subscriber");

const base = "http://localhost:3999/api/admin/subscribers";
const args = (url: string, init: RequestInit = {}, params: Record<string, string> = {}) => ({ request: new Request(url, init), params, context: {} }) as never;

beforeAll(() => useTestEnv());

describeEachDb("admin subscribers API", () => {
  beforeEach(async () => {
    await getDb().delete(schema.newsletterSubscribers);
    await getDb()
      .insert(schema.newsletterSubscribers)
      .values([
        { name: "Anna", email: "anna@example.com", region: "zegrze", language: "en" },
        { name: "Piotr", email: "piotr@example.com", region: "warsaw" },
      ]);
  });

  it("lists with filters and rejects a bad query with 400", async () => {
    const res: Response = await list(args(`${base}?region=zegrze&q=&status=active&page=1`));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: Array<{ email: string }>; total: number };
    expect(body.total).toBe(1);
    expect(body.items[0]!.email).toBe("anna@example.com");
    const bad: Response = await list(args(`${base}?region=mars&page=-1`));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_input", fieldErrors: { region: expect.any(String) } });
  });

  it("exports CSV with a BOM as an attachment", async () => {
    const res: Response = await csv(args(`${base}.csv`));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="subscribers-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("DELETE erases with 204, then 404; a bad id is 400", async () => {
    const [row] = await getDb().select().from(schema.newsletterSubscribers).limit(1);
    const res: Response = await erase(args(`${base}/${row!.id}`, { method: "DELETE" }, { id: String(row!.id) }));
    expect(res.status).toBe(204);
    expect((await erase(args(`${base}/${row!.id}`, { method: "DELETE" }, { id: String(row!.id) })) as Response).status).toBe(404);
    expect((await erase(args(`${base}/x`, { method: "DELETE" }, { id: "x" })) as Response).status).toBe(400);
  });
});
