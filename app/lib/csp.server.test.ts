import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  contentSecurityPolicy,
  inlineScriptHashes,
  isAdminPath,
} from "./csp.server";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes every inline script a browser runs, once each, and skips data blocks and external scripts", () => {
    const html =
      '<script>window.a = "ą";</script><script type="module" async="">import("/x.js");</script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script src="/assets/a.js"></script>' +
      '<SCRIPT nonce="">window.a = "ą";</SCRIPT><script type="text/javascript"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = "ą";'),
      sha('import("/x.js");'),
      sha(""),
    ]);
  });

  it("puts the hashes next to 'self' and keeps the rest of the policy strict", () => {
    const policy = contentSecurityPolicy({ scriptSrc: [sha("x")], https: true });
    expect(policy).toContain(`script-src 'self' ${sha("x")};`);
    expect(policy).toContain("script-src-attr 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/upgrade-insecure-requests$/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
  });
});

describe("admin paths in any spelling", () => {
  it.each([
    "/admin",
    "/admin/login",
    "/ADMIN/login",
    "/%61dmin/login",
    "/%2561dmin",
    "//admin",
    "/Admin.data",
    "/api/admin/prices",
    "/API/%61dmin/me",
    "/%zz",
  ])("%s is the admin area", (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(["/", "/rejsy-zegrze", "/warsaw-river-cruise", "/api/prices", "/qr"])(
    "%s is public",
    (path) => {
      expect(isAdminPath(path)).toBe(false);
    },
  );

  it("decodes, folds case and collapses slashes; refuses what cannot be decoded", () => {
    expect(canonicalPath("/Rejsy-%C5%BCegrze//x")).toBe("/rejsy-żegrze/x");
    expect(canonicalPath("/%E0%A4%A")).toBeNull();
  });
});
