import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api.server";
import { getDb, schema } from "~/lib/db.server";
import { describeEachDb } from "../../../tests/support/test-db";
import {
  administratorActor,
  authCall,
  cookieJar,
  useTestEnv,
} from "../../../tests/support/api-test-helpers";
import {
  addPasskey,
  listPasskeys,
  removePasskey,
  startPasskey,
  type AccountCall,
} from "./account.server";
import { openAuthEndpoint } from "./auth-endpoints.server";
import { getAuth, passkeyRelyingParty } from "./auth.server";

const SITE = "https://rib.example";
const RP_ID = "rib.example";
const EMAIL = "keys@rib.example";
const PASSWORD = "long-admin-password-passkeys";

beforeAll(() => useTestEnv({ PUBLIC_SITE_URL: SITE, RATE_LIMITS: "off" }));

/* A software authenticator: ES256, "none" attestation, enough CBOR to write what it sends. */

function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) =>
    n < 24
      ? Buffer.from([(major << 5) | n])
      : n < 256
        ? Buffer.from([(major << 5) | 24, n])
        : Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value as object);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (b: Buffer) => b.toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();

class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly key: KeyObject;
  readonly cose: Buffer;
  private counter = 0;
  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", {
      namedCurve: "P-256",
    });
    this.key = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.cose = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }
  get id() {
    return b64url(this.credentialId);
  }
  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
  /** navigator.credentials.create()'s answer; `verified` false leaves the UV flag off. */
  create(challenge: string, { origin = SITE, verified = true } = {}) {
    const idLength = Buffer.from([0, this.credentialId.length]);
    const authData = Buffer.concat([
      sha256(RP_ID),
      Buffer.from([verified ? 0x45 : 0x41]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cose,
    ]);
    return this.credential({
      clientDataJSON: b64url(this.clientData("webauthn.create", challenge, origin)),
      attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
      transports: ["internal"],
    });
  }
  /** navigator.credentials.get()'s answer. */
  get(challenge: string, { origin = SITE, verified = true } = {}) {
    this.counter++;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(RP_ID), Buffer.from([verified ? 0x05 : 0x01]), counter]);
    const clientData = this.clientData("webauthn.get", challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.key);
    return this.credential({
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
    });
  }
  /** A PublicKeyCredential as the browser serialises it, around the authenticator's `response`. */
  private credential<R>(response: R) {
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      authenticatorAttachment: "platform",
      response,
      clientExtensionResults: {},
    };
  }
}

/* better-auth over HTTP, as the sign-in page calls it */

const authRequest = (path: string, init: { body?: unknown; cookie?: string }) =>
  authCall(SITE, path, { ...init, ip: "10.0.0.9", headers: { Accept: "application/json" } });

/** A passkey sign-in: the challenge, the authenticator's answer, better-auth's verdict. */
async function signInWith(device: SoftAuthenticator, options: { verified?: boolean } = {}) {
  const challenge = await authRequest("/passkey/generate-authenticate-options", {});
  expect(challenge.status).toBe(200);
  const body = (await challenge.json()) as { challenge: string; rpId: string };
  expect(body.rpId).toBe(RP_ID);
  const res = await authRequest("/passkey/verify-authentication", {
    body: { response: device.get(body.challenge, options) },
    cookie: cookieJar("", challenge.headers),
  });
  return {
    res,
    json: (await res.json()) as {
      code?: string;
      user?: { id: string };
      twoFactorRedirect?: boolean;
    },
  };
}

function call(cookie: string, actor: { id: string; email: string }): AccountCall {
  return {
    actor,
    request: new Request(`${SITE}/api/admin/account`, {
      headers: { Cookie: cookie, Origin: SITE },
    }),
    ip: "10.0.0.9",
    lang: "en",
  };
}

/** Adds a passkey through the Account tab's two calls. */
async function register(
  session: string,
  actor: { id: string; email: string },
  device: SoftAuthenticator,
  name: string,
  options: { verified?: boolean } = {},
) {
  const { options: creation, headers } = await startPasskey(call(session, actor), PASSWORD, name);
  const challenge = (creation as { challenge: string }).challenge;
  return addPasskey(
    call(cookieJar(session, headers), actor),
    device.create(challenge, options),
    name,
  );
}

async function auditRows(actorId: string, action: string) {
  return getDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityId, actorId), eq(schema.auditLog.action, action)));
}

describe("passkeys: the relying party and the /api/auth allowlist", () => {
  it("takes the RP ID and origin from the public URL; a loopback address uses localhost as well", () => {
    expect(passkeyRelyingParty("https://ribwarsaw.pl")).toEqual({
      rpID: "ribwarsaw.pl",
      origins: ["https://ribwarsaw.pl"],
    });
    expect(passkeyRelyingParty("https://www.ribwarsaw.pl/")).toEqual({
      rpID: "www.ribwarsaw.pl",
      origins: ["https://www.ribwarsaw.pl"],
    });
    expect(passkeyRelyingParty("http://127.0.0.1:3210")).toEqual({
      rpID: "localhost",
      origins: ["http://127.0.0.1:3210", "http://localhost:3210"],
    });
    expect(passkeyRelyingParty("http://[::1]:3000").rpID).toBe("localhost");
    expect(passkeyRelyingParty("http://localhost:3000")).toEqual({
      rpID: "localhost",
      origins: ["http://localhost:3000"],
    });
  });

  it("opens only the sign-in's two passkey endpoints; adding, listing and removing stay ours", () => {
    expect(openAuthEndpoint("GET", "/api/auth/passkey/generate-authenticate-options")).toBe(
      "/passkey/generate-authenticate-options",
    );
    expect(openAuthEndpoint("POST", "/api/auth/Passkey//Verify-Authentication/")).toBe(
      "/passkey/verify-authentication",
    );
    for (const [method, path] of [
      ["GET", "/passkey/generate-register-options"],
      ["POST", "/passkey/verify-registration"],
      ["GET", "/passkey/list-user-passkeys"],
      ["POST", "/passkey/delete-passkey"],
      ["POST", "/passkey/update-passkey"],
      ["POST", "/passkey/generate-authenticate-options"],
    ] as const)
      expect(openAuthEndpoint(method, `/api/auth${path}`, true)).toBeNull();
  });
});

describeEachDb("passkeys", () => {
  let actor: { id: string; email: string };
  let session = "";
  const phone = new SoftAuthenticator();

  beforeAll(async () => {
    actor = await administratorActor(EMAIL, PASSWORD);
    const res = await authRequest("/sign-in/email", {
      body: { email: EMAIL, password: PASSWORD },
    });
    expect(res.status).toBe(200);
    session = cookieJar("", res.headers);
  });

  it("adding one needs the current password; it is stored under its name and audited without key material", async () => {
    await expect(
      startPasskey(call(session, actor), "not-the-password", "iPhone"),
    ).rejects.toMatchObject({ status: 400, code: "invalid_password" });

    const { options } = await startPasskey(call(session, actor), PASSWORD, "iPhone");
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: "RIB Warsaw admin" },
      authenticatorSelection: {
        residentKey: "required",
        userVerification: "required",
      },
    });

    const added = await register(session, actor, phone, "iPhone");
    expect(added).toMatchObject({ name: "iPhone", lastUsedAt: null });
    expect(await listPasskeys(actor.id)).toEqual([added]);

    const [row] = await auditRows(actor.id, "passkey_add");
    expect(row!.entity).toBe("admin_account");
    expect(row!.after).toEqual({ name: "iPhone" });
    const stored = await getDb().select().from(schema.passkey);
    expect(JSON.stringify(row)).not.toContain(stored[0]!.publicKey);
    expect(JSON.stringify(row)).not.toContain(phone.id);
  });

  it("a device that did not verify its user (no fingerprint, face or PIN) adds nothing", async () => {
    const key = new SoftAuthenticator();
    const err = await register(session, actor, key, "No UV", {
      verified: false,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: "passkey_not_verified" });
    expect((await listPasskeys(actor.id)).map((p) => p.name)).toEqual(["iPhone"]);
  });

  it("signs in on its own, with two-step sign-in on: no second step, the passkey's last use recorded", async () => {
    await getDb()
      .update(schema.user)
      .set({ twoFactorEnabled: true })
      .where(eq(schema.user.id, actor.id));
    const { res, json } = await signInWith(phone);
    expect(res.status).toBe(200);
    expect(json.twoFactorRedirect).toBeUndefined();
    expect(json.user?.id).toBe(actor.id);
    const signedIn = await getAuth().api.getSession({
      headers: new Headers({ Cookie: cookieJar("", res.headers) }),
    });
    expect(signedIn?.user.id).toBe(actor.id);
    const [listed] = await listPasskeys(actor.id);
    expect(listed!.lastUsedAt).not.toBeNull();
    const [u] = await getDb()
      .select({ lastSignInAt: schema.user.lastSignInAt })
      .from(schema.user)
      .where(eq(schema.user.id, actor.id));
    expect(u!.lastSignInAt).not.toBeNull();
  });

  it("an answer without user verification does not sign in", async () => {
    const { res, json } = await signInWith(phone, { verified: false });
    expect(res.status).toBe(401);
    expect(json.code).toBe("USER_NOT_VERIFIED");
    expect(res.headers.getSetCookie().join()).not.toMatch(/session_token=[^;]/);
  });

  it("signs in only an administrator: anyone else's session is deleted and the answer is 403", async () => {
    const ordinary = new SoftAuthenticator();
    await getDb().insert(schema.user).values({
      id: "ordinary-passkey-user",
      name: "Ordinary",
      email: "ordinary-passkey@rib.example",
      role: "user",
    });
    await getDb()
      .insert(schema.passkey)
      .values({
        id: "ordinary-passkey",
        userId: "ordinary-passkey-user",
        name: "Laptop",
        credentialID: ordinary.id,
        publicKey: ordinary.cose.toString("base64"),
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
        transports: "internal",
      });
    const { res, json } = await signInWith(ordinary);
    expect(res.status).toBe(403);
    expect(json.code).toBe("NOT_ADMIN");
    const sessions = await getDb()
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, "ordinary-passkey-user"));
    expect(sessions).toEqual([]);
  });

  it("removal: only one's own, audited, and the removed passkey no longer signs in", async () => {
    await expect(removePasskey(call(session, actor), "ordinary-passkey")).rejects.toMatchObject({
      status: 404,
      code: "passkey_not_found",
    });
    const [mine] = await listPasskeys(actor.id);
    expect(await removePasskey(call(session, actor), mine!.id)).toEqual({
      name: "iPhone",
    });
    expect(await listPasskeys(actor.id)).toEqual([]);
    const [row] = await auditRows(actor.id, "passkey_remove");
    expect(row!.after).toEqual({ name: "iPhone" });

    const { res, json } = await signInWith(phone);
    expect(res.status).toBe(401);
    expect(json.code).toBe("PASSKEY_NOT_FOUND");
  });
});
