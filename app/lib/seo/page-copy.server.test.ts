import { describe, expect, it } from "vitest";
import { pageCopyFor, pageKeyForPath } from "./page-copy.server";
import { NOINDEX_PATHS, PUBLIC_PATHS } from "./public-routes";

describe("page copy by path", () => {
  it("has a title, description and heading for every public path in both languages", () => {
    for (const path of [...PUBLIC_PATHS, ...NOINDEX_PATHS]) {
      expect(pageKeyForPath(path), path).not.toBe("notFound");
      for (const lang of ["pl", "en"] as const) {
        const copy = pageCopyFor(path, lang);
        expect(copy.title && copy.description && copy.heading, `${path} ${lang}`).toBeTruthy();
      }
    }
  });

  it("gives the twin and the aliases their page's copy, unknown paths the not-found copy", () => {
    expect(pageKeyForPath("/nie-ma-takiej")).toBe("notFound");
    expect(pageKeyForPath("/en/zegrze-lake-cruises")).toBe("zegrze");
    expect(pageKeyForPath("/review")).toBe("linkHub");
    // Another spelling is answered by a 301 before it gets here (server/path-spelling.ts).
    expect(pageKeyForPath("/rejsy-zegrze/")).toBe("notFound");
  });
});
