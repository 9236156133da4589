import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./content-encoding";

describe("preferredEncoding", () => {
  it("prefers br, falls back to gzip, and honours q=0 and what is on offer", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("br; q=0.0, gzip;q=0")).toBeNull();
    expect(preferredEncoding("brotli, gzipped")).toBeNull();
    expect(preferredEncoding(["identity", "br;q=0.5"])).toBe("br");
    expect(preferredEncoding("br, gzip", { gzip: true })).toBe("gzip");
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
