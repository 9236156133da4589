/**
 * Authorisation matrix over every administrator endpoint: anonymous 401, signed-in
 * non-administrator 403, administrator 2xx (405 for a method the route does not support,
 * still after the 401/403 check). The routes come from app/routes.ts, so a new /api/admin
 * endpoint without an entry in ENDPOINTS below fails this test.
 */
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import routes from "../../app/routes";
import { E2E } from "./env";
import { expect, test, uniqueIp } from "./fixtures";

type RouteLike = { path?: string; children?: RouteLike[] };
function flatten(rs: readonly RouteLike[], out: string[] = []): string[] {
  for (const r of rs) {
    if (r.path !== undefined) out.push(r.path);
    if (r.children) flatten(r.children, out);
  }
  return out;
}
const ADMIN_PATHS = flatten(routes as RouteLike[]).filter((p) => p.startsWith("api/admin"));
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

interface Ctx {
  admin: APIRequestContext;
  priceId: number;
  attractionId: () => Promise<number>;
  jobId: number;
  /** A fresh event enquiry sent through the public form. */
  enquiryId: () => Promise<number>;
  /** A fresh newsletter subscriber (their id from the admin list). */
  subscriberId: () => Promise<number>;
  /** A fresh attraction change in the history, to undo. */
  auditId: () => Promise<number>;
  /** A fresh campaign draft (never sent: the matrix only schedules it a year ahead). */
  campaignId: () => Promise<number>;
  /** A fresh, unpublished promotional event. */
  promoEventId: () => Promise<number>;
  /** A freshly uploaded photo; `deleted` puts it in the bin first. */
  mediaId: (deleted?: boolean) => Promise<number>;
  /** A fresh, unpublished cruise (deleted by the matrix's DELETE). */
  cruiseId: () => Promise<number>;
  /** A fresh second administrator (created through the admin plugin), to remove. */
  administratorId: () => Promise<string>;
  /** A fresh subscriber's e-mail address, to report on or erase. */
  personEmail: () => Promise<string>;
  /** A fresh 100 PLN voucher issued by hand (paid by no one), its code. */
  voucherCode: () => Promise<string>;
}
type Call = {
  path: (c: Ctx) => Promise<string> | string;
  body?: unknown;
  /** Sent as multipart/form-data with a small PNG in the field `file` (the photo upload). */
  upload?: true;
  adminStatus: number | number[];
};

const attraction = {
  name: "Matrix test",
  category: "Test",
  description: "Created by the authorisation matrix.",
  price: "1 zł",
  location: "Warszawa",
  is_active: false,
};

/** An unpublished cruise with a unique name, as the matrix creates them. */
function matrixCruise() {
  const n = `${Date.now()}-${serial++}`;
  return {
    location: "warszawa",
    kind: "private",
    durationMin: 40,
    name_pl: `Rejs z testu uprawnień ${n}`,
    name_en: `Matrix cruise ${n}`,
    booking: { channel: "phone" },
    published: false,
  };
}

/** A location for the matrix's POST: hidden, so no public page shows it (decision 400). */
function matrixLocation() {
  const n = `${Date.now()}-${serial++}`;
  return {
    name_pl: `Lokalizacja testu ${n}`,
    name_en: `Matrix location ${n}`,
    startPoint_pl: "Przystań testowa",
    startPoint_en: "Test pier",
    lat: 52.2,
    lng: 21,
    status: "hidden",
  };
}

/** Every supported method of every admin route, with what the administrator gets. */
const ENDPOINTS: Record<string, Partial<Record<Method, Call>>> = {
  "api/admin/me": { GET: { path: () => "/api/admin/me", adminStatus: 200 } },
  "api/admin/newsletter/stats": {
    GET: { path: () => "/api/admin/newsletter/stats", adminStatus: 200 },
  },
  "api/admin/newsletter/bulk-welcome": {
    GET: { path: () => "/api/admin/newsletter/bulk-welcome", adminStatus: 200 },
    // A region nobody is in: the job is created and done at once, nobody gets mail.
    POST: {
      path: () => "/api/admin/newsletter/bulk-welcome",
      body: { region: "matrix-nobody" },
      adminStatus: [202, 200],
    },
  },
  "api/admin/newsletter/bulk-welcome/:jobId": {
    GET: { path: (c) => `/api/admin/newsletter/bulk-welcome/${c.jobId}`, adminStatus: 200 },
  },
  "api/admin/prices": { GET: { path: () => "/api/admin/prices", adminStatus: 200 } },
  "api/admin/prices/:id": {
    PATCH: { path: (c) => `/api/admin/prices/${c.priceId}`, body: "current", adminStatus: 200 },
  },
  "api/admin/cruises": {
    GET: { path: () => "/api/admin/cruises", adminStatus: 200 },
    POST: {
      path: () => "/api/admin/cruises",
      body: () => matrixCruise(),
      adminStatus: 201,
    },
  },
  "api/admin/cruises/:id": {
    GET: { path: async (c) => `/api/admin/cruises/${await c.cruiseId()}`, adminStatus: 200 },
    PATCH: {
      path: async (c) => `/api/admin/cruises/${await c.cruiseId()}`,
      body: { capacity: 5 },
      adminStatus: 200,
    },
    DELETE: { path: async (c) => `/api/admin/cruises/${await c.cruiseId()}`, adminStatus: 204 },
  },
  "api/admin/locations": {
    GET: { path: () => "/api/admin/locations", adminStatus: 200 },
    POST: { path: () => "/api/admin/locations", body: () => matrixLocation(), adminStatus: 201 },
  },
  "api/admin/locations/:id": {
    PATCH: {
      path: () => "/api/admin/locations/zegrze",
      body: { windLimitKmh: 40 },
      adminStatus: 200,
    },
  },
  "api/admin/attractions": {
    GET: { path: () => "/api/admin/attractions", adminStatus: 200 },
    POST: { path: () => "/api/admin/attractions", body: attraction, adminStatus: 201 },
  },
  "api/admin/attractions/:id": {
    PUT: {
      path: async (c) => `/api/admin/attractions/${await c.attractionId()}`,
      body: attraction,
      adminStatus: 200,
    },
    DELETE: {
      path: async (c) => `/api/admin/attractions/${await c.attractionId()}`,
      adminStatus: 200,
    },
  },
  "api/admin/event-bookings": {
    GET: { path: () => "/api/admin/event-bookings", adminStatus: 200 },
  },
  "api/admin/event-bookings.csv": {
    GET: { path: () => "/api/admin/event-bookings.csv", adminStatus: 200 },
  },
  "api/admin/event-bookings/:id": {
    GET: {
      path: async (c) => `/api/admin/event-bookings/${await c.enquiryId()}`,
      adminStatus: 200,
    },
    PATCH: {
      path: async (c) => `/api/admin/event-bookings/${await c.enquiryId()}`,
      body: { status: "in_progress" },
      adminStatus: 200,
    },
  },
  "api/admin/event-bookings/:id/reply": {
    POST: {
      path: async (c) => `/api/admin/event-bookings/${await c.enquiryId()}/reply`,
      body: { subject: "Matrix reply", body: "A reply sent by the authorisation matrix." },
      adminStatus: 202,
    },
  },
  "api/admin/audit-log": { GET: { path: () => "/api/admin/audit-log", adminStatus: 200 } },
  "api/admin/audit-log/:id/revert": {
    POST: {
      path: async (c) => `/api/admin/audit-log/${await c.auditId()}/revert`,
      adminStatus: 200,
    },
  },
  "api/admin/analytics": { GET: { path: () => "/api/admin/analytics", adminStatus: 200 } },
  "api/admin/analytics.csv": { GET: { path: () => "/api/admin/analytics.csv", adminStatus: 200 } },
  // Campaign drafts are only ever scheduled a year ahead (and cancelled), never sent.
  "api/admin/campaigns": {
    GET: { path: () => "/api/admin/campaigns", adminStatus: 200 },
    POST: {
      path: () => "/api/admin/campaigns",
      body: { subject_pl: "Matrix", body_pl: "Kampania z testu uprawnień.", region: null },
      adminStatus: 201,
    },
  },
  "api/admin/campaigns/preview": {
    POST: {
      path: () => "/api/admin/campaigns/preview",
      body: { lang: "pl", subject: "Matrix", body: "**Podgląd**" },
      adminStatus: 200,
    },
  },
  "api/admin/campaigns/:id": {
    GET: { path: async (c) => `/api/admin/campaigns/${await c.campaignId()}`, adminStatus: 200 },
    PUT: {
      path: async (c) => `/api/admin/campaigns/${await c.campaignId()}`,
      body: { subject_pl: "Matrix, zmieniona", body_pl: "Treść.", region: null },
      adminStatus: 200,
    },
  },
  "api/admin/campaigns/:id/test": {
    POST: {
      path: async (c) => `/api/admin/campaigns/${await c.campaignId()}/test`,
      adminStatus: 202,
    },
  },
  "api/admin/campaigns/:id/send": {
    POST: {
      path: async (c) => `/api/admin/campaigns/${await c.campaignId()}/send`,
      body: { scheduledAt: new Date(Date.now() + 365 * 86_400_000).toISOString() },
      adminStatus: 200,
    },
  },
  "api/admin/campaigns/:id/cancel": {
    POST: {
      path: async (c) => {
        const id = await c.campaignId();
        const res = await c.admin.post(`/api/admin/campaigns/${id}/send`, {
          data: { scheduledAt: new Date(Date.now() + 365 * 86_400_000).toISOString() },
        });
        expect(res.status(), await res.text()).toBe(200);
        return `/api/admin/campaigns/${id}/cancel`;
      },
      adminStatus: 200,
    },
  },
  "api/admin/subscribers": { GET: { path: () => "/api/admin/subscribers", adminStatus: 200 } },
  "api/admin/subscribers.csv": {
    GET: { path: () => "/api/admin/subscribers.csv", adminStatus: 200 },
  },
  "api/admin/subscribers/:id": {
    GET: {
      path: async (c) => `/api/admin/subscribers/${await c.subscriberId()}`,
      adminStatus: 200,
    },
    DELETE: {
      path: async (c) => `/api/admin/subscribers/${await c.subscriberId()}`,
      adminStatus: 204,
    },
  },
  // The account routes act on the stack's shared administrator, so the matrix sends what changes
  // nothing: a wrong password or code (400 after the 401/403 checks). tests/e2e/account.spec.ts
  // makes the changes with an administrator of its own.
  "api/admin/account": { GET: { path: () => "/api/admin/account", adminStatus: 200 } },
  "api/admin/account/password": {
    POST: {
      path: () => "/api/admin/account/password",
      body: { currentPassword: "not-the-password-1", newPassword: "abcdef" },
      adminStatus: 400,
    },
  },
  "api/admin/account/two-factor/start": {
    POST: {
      path: () => "/api/admin/account/two-factor/start",
      body: { password: "not-the-password-1" },
      adminStatus: 400,
    },
  },
  "api/admin/account/two-factor/confirm": {
    POST: {
      path: () => "/api/admin/account/two-factor/confirm",
      body: { code: "abc" },
      adminStatus: 400,
    },
  },
  "api/admin/account/two-factor/disable": {
    POST: {
      path: () => "/api/admin/account/two-factor/disable",
      body: { password: "not-the-password-1" },
      adminStatus: 400,
    },
  },
  "api/admin/account/sessions/revoke-others": {
    POST: { path: () => "/api/admin/account/sessions/revoke-others", adminStatus: 200 },
  },
  // Passkeys (decision 268): a missing name is refused before the password is checked; tests/e2e/passkey.spec.ts adds and removes one.
  "api/admin/account/passkeys": {
    POST: {
      path: () => "/api/admin/account/passkeys",
      body: { name: "", response: {} },
      adminStatus: 400,
    },
  },
  "api/admin/account/passkeys/options": {
    POST: {
      path: () => "/api/admin/account/passkeys/options",
      body: { name: "", password: "not-the-password-1" },
      adminStatus: 400,
    },
  },
  "api/admin/account/passkeys/:id": {
    DELETE: { path: () => "/api/admin/account/passkeys/matrix-no-such-passkey", adminStatus: 404 },
  },
  "api/admin/invitations": {
    GET: { path: () => "/api/admin/invitations", adminStatus: 200 },
    POST: {
      path: () => "/api/admin/invitations",
      body: { email: `matrix-invite-${Date.now()}@ribwarsaw.test`, lang: "pl" },
      adminStatus: 201,
    },
  },
  "api/admin/invitations/:id": {
    DELETE: {
      path: async (c) => {
        const res = await c.admin.post("/api/admin/invitations", {
          data: { email: `matrix-revoke-${Date.now()}@ribwarsaw.test`, lang: "en" },
        });
        return `/api/admin/invitations/${((await res.json()) as { invitation: { id: number } }).invitation.id}`;
      },
      adminStatus: 200,
    },
  },
  // Site data (decisions 230-235). The matrix only writes what no page shows: an empty
  // settings patch, an unpublished event, a Gdańsk notice it removes again.
  "api/admin/settings": {
    GET: { path: () => "/api/admin/settings", adminStatus: 200 },
    PATCH: { path: () => "/api/admin/settings", body: {}, adminStatus: 200 },
  },
  "api/admin/notices": { GET: { path: () => "/api/admin/notices", adminStatus: 200 } },
  "api/admin/notices/:scope": {
    PUT: {
      path: () => "/api/admin/notices/gdansk",
      body: {
        kind: "info",
        message_pl: "Komunikat testu uprawnień.",
        until: new Date(Date.now() + 3_600_000).toISOString(),
      },
      adminStatus: 200,
    },
    DELETE: { path: () => "/api/admin/notices/gdansk", adminStatus: 200 },
  },
  "api/admin/promo-events": {
    GET: { path: () => "/api/admin/promo-events", adminStatus: 200 },
    POST: {
      path: () => "/api/admin/promo-events",
      body: { title_pl: "Wydarzenie z testu uprawnień", published: false },
      adminStatus: 201,
    },
  },
  "api/admin/promo-events/:id": {
    PUT: {
      path: async (c) => `/api/admin/promo-events/${await c.promoEventId()}`,
      body: { title_pl: "Wydarzenie z testu, zmienione", published: false },
      adminStatus: 200,
    },
    DELETE: {
      path: async (c) => `/api/admin/promo-events/${await c.promoEventId()}`,
      adminStatus: 200,
    },
  },
  // Page copy: a reset of the home heading to its default changes nothing a visitor sees.
  "api/admin/content": { GET: { path: () => "/api/admin/content", adminStatus: 200 } },
  "api/admin/content/:key": {
    PUT: {
      path: () => "/api/admin/content/home.hero.default.title",
      body: { pl: null, en: null },
      adminStatus: 200,
    },
  },
  // Photos: uploaded here, never placed in a slot that a page shows.
  "api/admin/media": {
    GET: { path: () => "/api/admin/media", adminStatus: 200 },
    POST: { path: () => "/api/admin/media", upload: true, adminStatus: [201, 202] },
  },
  "api/admin/media/:id": {
    PUT: {
      path: async (c) => `/api/admin/media/${await c.mediaId()}`,
      body: { alt_pl: "Zdjęcie z testu", alt_en: "A test photo", focalX: 0.5, focalY: 0.5 },
      adminStatus: 200,
    },
    DELETE: { path: async (c) => `/api/admin/media/${await c.mediaId()}`, adminStatus: 200 },
  },
  "api/admin/media/:id/restore": {
    POST: {
      path: async (c) => `/api/admin/media/${await c.mediaId(true)}/restore`,
      adminStatus: 200,
    },
  },
  "api/admin/media-slots": { GET: { path: () => "/api/admin/media-slots", adminStatus: 200 } },
  // Gift vouchers (issue 44): each call on a fresh hand-issued voucher.
  "api/admin/vouchers": {
    GET: { path: () => "/api/admin/vouchers", adminStatus: 200 },
    POST: {
      path: () => "/api/admin/vouchers",
      body: { kind: "value", amount: 100, count: 1, note: "Matrix test" },
      adminStatus: 201,
    },
  },
  "api/admin/vouchers.csv": { GET: { path: () => "/api/admin/vouchers.csv", adminStatus: 200 } },
  "api/admin/vouchers.pdf": {
    GET: {
      path: async (c) => `/api/admin/vouchers.pdf?codes=${await c.voucherCode()}`,
      adminStatus: 200,
    },
  },
  "api/admin/vouchers/report": {
    GET: { path: () => "/api/admin/vouchers/report", adminStatus: 200 },
  },
  "api/admin/vouchers/:code": {
    GET: { path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}`, adminStatus: 200 },
  },
  "api/admin/vouchers/:code/redeem": {
    POST: {
      path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}/redeem`,
      body: { amount: 40, note: "Matrix test" },
      adminStatus: 201,
    },
  },
  "api/admin/vouchers/:code/extend": {
    POST: {
      path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}/extend`,
      body: { expiresAt: "2099-12-31" },
      adminStatus: 200,
    },
  },
  "api/admin/vouchers/:code/void": {
    POST: {
      path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}/void`,
      body: { reason: "Matrix test" },
      adminStatus: 200,
    },
  },
  "api/admin/vouchers/:code/refund": {
    POST: {
      path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}/refund`,
      body: { reason: "Matrix test", method: "outside" },
      adminStatus: 200,
    },
  },
  "api/admin/vouchers/:code/pdf": {
    GET: {
      path: async (c) => `/api/admin/vouchers/${await c.voucherCode()}/pdf`,
      adminStatus: 200,
    },
  },
  "api/admin/wind-warnings": { GET: { path: () => "/api/admin/wind-warnings", adminStatus: 200 } },
  // The wind warning's one tap (decision 420): a Gdańsk "cancelled" notice for tomorrow, removed again.
  "api/admin/wind-warnings/:location/notice": {
    PUT: {
      path: () => "/api/admin/wind-warnings/gdansk/notice",
      body: { day: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10) },
      adminStatus: 200,
    },
    DELETE: { path: () => "/api/admin/wind-warnings/gdansk/notice", adminStatus: 200 },
  },
  "api/admin/media-slots/:slot": {
    PUT: {
      path: () => "/api/admin/media-slots/card.gdansk",
      body: { mediaId: null },
      adminStatus: 200,
    },
  },
  "api/admin/administrators": {
    GET: { path: () => "/api/admin/administrators", adminStatus: 200 },
  },
  "api/admin/administrators/:id": {
    DELETE: {
      path: async (c) => `/api/admin/administrators/${await c.administratorId()}`,
      adminStatus: 200,
    },
  },
  "api/admin/people/report": {
    GET: {
      path: async (c) =>
        `/api/admin/people/report?email=${encodeURIComponent(await c.personEmail())}`,
      adminStatus: 200,
    },
  },
  "api/admin/people/erase": {
    POST: {
      path: () => "/api/admin/people/erase",
      body: async (c: Ctx) => ({ email: await c.personEmail() }),
      adminStatus: 200,
    },
  },
};

let serial = 0;
/** A small photo for the upload calls, made here (no real photos live in the repository). */
const png = await sharp({
  create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 90, b: 140 } },
})
  .png()
  .toBuffer();
const futureDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);

async function newContext(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { Origin: E2E.baseURL, "X-Forwarded-For": uniqueIp() },
  });
}

async function signIn(ctx: APIRequestContext, email: string, password: string) {
  const res = await ctx.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe("admin API authorisation", () => {
  let anon: APIRequestContext, user: APIRequestContext, admin: APIRequestContext;
  let ctx: Ctx;

  test.beforeAll(async () => {
    anon = await newContext();
    admin = await newContext();
    user = await newContext();
    await signIn(admin, E2E.adminEmail, E2E.adminPassword);
    // No public sign-up: the administrator creates an ordinary user through the admin plugin.
    const email = `matrix-user-${Date.now()}@ribwarsaw.test`;
    const created = await admin.post("/api/auth/admin/create-user", {
      data: { email, password: "ordinary-user-pass-1", name: "Matrix user", role: "user" },
    });
    expect(created.status(), await created.text()).toBe(200);
    await signIn(user, email, "ordinary-user-pass-1");
    const prices = (await (await admin.get("/api/admin/prices")).json()) as {
      prices: Array<{ id: number }>;
    };
    const job = (await (
      await admin.post("/api/admin/newsletter/bulk-welcome", { data: { region: "matrix-nobody" } })
    ).json()) as { jobId: number };
    ctx = {
      admin,
      priceId: prices.prices[0]!.id,
      jobId: job.jobId,
      async attractionId() {
        const res = await admin.post("/api/admin/attractions", { data: attraction });
        return ((await res.json()) as { attraction: { id: number } }).attraction.id;
      },
      async enquiryId() {
        const visitor = await newContext();
        const res = await visitor.post("/api/event-bookings", {
          data: {
            name: "Matrix Visitor",
            phone: "500600700",
            email: `matrix-${Date.now()}-${serial++}@example.com`,
            date: futureDate(),
            timeFrom: "18:00",
            timeTo: "20:00",
            description: "An enquiry from the authorisation matrix.",
            language: "pl",
          },
        });
        const { id } = (await res.json()) as { id: number };
        await visitor.dispose();
        return id;
      },
      async subscriberId() {
        const visitor = await newContext();
        const email = `matrix-sub-${Date.now()}-${serial++}@example.com`;
        await visitor.post("/api/newsletter/subscribe", {
          data: { name: "Matrix Subscriber", email, consent: true, language: "pl" },
        });
        await visitor.dispose();
        const list = (await (
          await admin.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`)
        ).json()) as { items: Array<{ id: number }> };
        return list.items[0]!.id;
      },
      async campaignId() {
        const res = await admin.post("/api/admin/campaigns", {
          data: { subject_pl: "Matrix", body_pl: "Kampania z testu uprawnień.", region: "gdansk" },
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { id: number }).id;
      },
      async voucherCode() {
        const res = await admin.post("/api/admin/vouchers", {
          data: { kind: "value", amount: 100, count: 1, note: "Matrix test" },
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { items: Array<{ code: string }> }).items[0]!.code;
      },
      async promoEventId() {
        const res = await admin.post("/api/admin/promo-events", {
          data: { title_pl: "Wydarzenie z testu uprawnień", published: false },
        });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { event: { id: number } }).event.id;
      },
      async mediaId(deleted = false) {
        const res = await admin.post("/api/admin/media", {
          multipart: { file: { name: "matrix.png", mimeType: "image/png", buffer: png } },
        });
        expect(res.status(), await res.text()).toBeLessThan(300);
        const { id } = (await res.json()) as { id: number };
        if (deleted) expect((await admin.delete(`/api/admin/media/${id}`)).status()).toBe(200);
        return id;
      },
      async cruiseId() {
        const res = await admin.post("/api/admin/cruises", { data: matrixCruise() });
        expect(res.status(), await res.text()).toBe(201);
        return ((await res.json()) as { cruise: { id: number } }).cruise.id;
      },
      async administratorId() {
        const email = `matrix-admin-${Date.now()}-${serial++}@ribwarsaw.test`;
        const res = await admin.post("/api/auth/admin/create-user", {
          data: { email, password: "second-admin-pass-1", name: "Matrix admin", role: "admin" },
        });
        expect(res.status(), await res.text()).toBe(200);
        return ((await res.json()) as { user: { id: string } }).user.id;
      },
      async personEmail() {
        const visitor = await newContext();
        const email = `matrix-person-${Date.now()}-${serial++}@example.com`;
        await visitor.post("/api/newsletter/subscribe", {
          data: { name: "Matrix Person", email, consent: true, language: "pl" },
        });
        await visitor.dispose();
        return email;
      },
      async auditId() {
        await admin.put(`/api/admin/attractions/${await this.attractionId()}`, {
          data: { ...attraction, name: "Matrix test, changed" },
        });
        const log = (await (await admin.get("/api/admin/audit-log?entity=attraction")).json()) as {
          items: Array<{ id: number }>;
        };
        return log.items[0]!.id;
      },
    };
  });
  test.afterAll(async () => {
    await Promise.all([anon?.dispose(), user?.dispose(), admin?.dispose()]);
  });

  test("every admin route in app/routes.ts is covered by the matrix", () => {
    expect(ADMIN_PATHS.length).toBeGreaterThanOrEqual(8);
    expect(ADMIN_PATHS.filter((p) => !(p in ENDPOINTS))).toEqual([]);
  });

  for (const path of ADMIN_PATHS) {
    test(`${path}: anonymous 401, non-admin 403, admin 2xx`, async () => {
      const spec = ENDPOINTS[path];
      expect(spec, `no matrix entry for ${path}`).toBeDefined();
      for (const method of METHODS) {
        const call = spec![method];
        const url = call ? await call.path(ctx) : "/" + path.replace(/:\w+/g, "1");
        let body =
          typeof call?.body === "function"
            ? await (call.body as (c: Ctx) => Promise<unknown>)(ctx)
            : call?.body;
        if (body === "current") {
          const { prices } = (await (await admin.get("/api/admin/prices")).json()) as {
            prices: Array<{
              id: number;
              price: number;
              description: string | null;
              is_active: boolean;
            }>;
          };
          const p = prices.find((x) => x.id === ctx.priceId)!;
          body = { price: p.price, description: p.description, is_active: p.is_active };
        }
        const send = (c: APIRequestContext) =>
          call?.upload
            ? c.fetch(url, {
                method,
                multipart: { file: { name: "matrix.png", mimeType: "image/png", buffer: png } },
              })
            : c.fetch(url, {
                method,
                data: body ?? (method === "GET" || method === "DELETE" ? undefined : {}),
              });

        const a = await send(anon);
        expect(a.status(), `${method} ${url} anonymous`).toBe(401);
        expect(((await a.json()) as { error: string }).error).toBe("unauthorized");

        const u = await send(user);
        if (path === "api/admin/me" && method === "GET") {
          // is_admin for a signed-in non-admin: answered, and false.
          expect(u.status()).toBe(200);
          expect(await u.json()).toMatchObject({ isAdmin: false });
        } else if (path === "api/admin/me") {
          expect(u.status(), `${method} ${url} non-admin`).toBe(405);
        } else {
          expect(u.status(), `${method} ${url} non-admin`).toBe(403);
          expect(((await u.json()) as { error: string }).error).toBe("forbidden");
        }

        const ad = await send(admin);
        const expected = call ? [call.adminStatus].flat() : [405];
        expect(expected, `${method} ${url} admin: ${ad.status()} ${await ad.text()}`).toContain(
          ad.status(),
        );
      }
    });
  }

  test("GET /api/admin/me tells the administrator who they are", async () => {
    const me = await admin.get("/api/admin/me");
    expect(await me.json()).toEqual({ email: E2E.adminEmail, isAdmin: true });
  });

  test("bad input is a 400, never a 500", async () => {
    const bad = await admin.fetch("/api/admin/attractions", {
      method: "POST",
      data: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(bad.status()).toBe(400);
    const badUrl = await admin.post("/api/admin/attractions", {
      data: { ...attraction, website_url: "javascript:alert(1)" },
    });
    expect(badUrl.status()).toBe(400);
    expect(
      ((await badUrl.json()) as { fieldErrors: Record<string, string> }).fieldErrors.website_url,
    ).toBeTruthy();
    const badId = await admin.patch("/api/admin/prices/abc", {
      data: { price: 1, description: null, is_active: true },
    });
    expect(badId.status()).toBe(400);
    const missing = await admin.patch("/api/admin/prices/999999", {
      data: { price: 1, description: null, is_active: true },
    });
    expect(missing.status()).toBe(404);
  });

  test("a cross-origin mutating call with the admin's cookie is refused", async () => {
    const res = await admin.post("/api/admin/attractions", {
      data: attraction,
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status()).toBe(403);
  });

  test("sign-out revokes the session on the server", async () => {
    const c = await newContext();
    await signIn(c, E2E.adminEmail, E2E.adminPassword);
    const state = await c.storageState();
    expect((await c.get("/api/admin/me")).status()).toBe(200);
    expect((await c.post("/api/auth/sign-out", { data: {} })).status()).toBe(200);
    // Replaying the old cookie after sign-out does not work.
    const replay = await playwrightRequest.newContext({
      baseURL: E2E.baseURL,
      storageState: state,
      extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() },
    });
    expect((await replay.get("/api/admin/me")).status()).toBe(401);
    await Promise.all([c.dispose(), replay.dispose()]);
  });

  test("the session cookie is HttpOnly, SameSite=Lax and expires in 12 hours", async () => {
    const c = await newContext();
    const res = await c.post("/api/auth/sign-in/email", {
      data: { email: E2E.adminEmail, password: E2E.adminPassword },
    });
    const cookie = res
      .headersArray()
      .find(
        (h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("session_token"),
      )!.value;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=43200/);
    await c.dispose();
  });

  test("failed sign-ins lock an account out of one network only: the right password still works from another", async () => {
    const email = `locked-${Date.now()}@ribwarsaw.test`;
    const created = await admin.post("/api/auth/admin/create-user", {
      data: { email, password: "right-password-123", name: "Locked", role: "user" },
    });
    expect(created.status()).toBe(200);
    // Failures from one attacker's address lock that address out of the account (better-auth's
    // 5 a minute per address first, then our 10 per quarter-hour per account and network)...
    const attacker = await newContext();
    for (let i = 0; i < 5; i++) {
      const res = await attacker.post("/api/auth/sign-in/email", {
        data: { email, password: "wrong-password" },
      });
      expect(res.status()).toBe(401);
    }
    const blocked = await attacker.post("/api/auth/sign-in/email", {
      data: { email, password: "right-password-123" },
    });
    expect(blocked.status()).toBe(429);
    await attacker.dispose();
    // ...but not the account's owner, who signs in from elsewhere.
    const owner = await newContext();
    const res = await owner.post("/api/auth/sign-in/email", {
      data: { email, password: "right-password-123" },
    });
    expect(res.status()).toBe(200);
    await owner.dispose();
  });
});
