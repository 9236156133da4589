import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { importRoutesAfterPaint, scriptsAfterFirstPaint } from "./scripts-after-paint.server";

// The shape React Router's <Scripts /> writes (7.18), shortened.
const moduleScript =
  '<script nonce="n0nce==" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/ż-2.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry-3.js"}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/x":route1};\n\nimport("/assets/entry-3.js");</script>';

const page =
  '<head><link rel="modulepreload" href="/assets/entry-1.js" nonce="abc"/><link rel="preload" as="font" href="/f.woff2"/>' +
  '<link rel="modulepreload" href="/assets/ż-2.js"/><title>Zażółć</title><script type="application/ld+json">{"name":"Rejs"}</script></head>' +
  `<body>ą<script nonce="n0nce==">window.__reactRouterContext = {};</script>${moduleScript}<p>Wisła</p></body>`;

async function through(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(scriptsAfterFirstPaint()));
}

describe("importRoutesAfterPaint", () => {
  it("imports the route modules dynamically after the first paint, then runs the rest as before", () => {
    const out = importRoutesAfterPaint(moduleScript);
    expect(out).not.toMatch(/^import \*/m);
    expect(out).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/ż-2.js")]);',
    );
    const waits = out.indexOf("requestAnimationFrame");
    const imports = out.indexOf("await Promise.all");
    expect(waits).toBeGreaterThan(out.indexOf('async="">'));
    expect(imports).toBeGreaterThan(waits);
    expect(out.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(imports);
    expect(out.endsWith('import("/assets/entry-3.js");</script>')).toBe(true);
  });

  it("imports split route modules (clientLoader chunk + main) the same way, before they are merged", () => {
    const split =
      '<script type="module" async="">;\nimport * as route0_clientLoader from "/assets/a-1.js";\nimport * as route0_main from "/assets/a-2.js";\n' +
      'const route0 = {...route0_clientLoader,...route0_main};\nimport * as route1 from "/assets/b-3.js";\n  window.__reactRouterRouteModules = {"root":route0,"x":route1};\n</script>';
    const out = importRoutesAfterPaint(split);
    const imports = out.indexOf(
      'const [route0_clientLoader, route0_main, route1] = await Promise.all([import("/assets/a-1.js"), import("/assets/a-2.js"), import("/assets/b-3.js")]);',
    );
    expect(imports).toBeGreaterThan(0);
    expect(out.indexOf("const route0 = {...route0_clientLoader,...route0_main};")).toBeGreaterThan(
      imports,
    );
    expect(out).not.toMatch(/^import \*/m);
  });

  it("leaves a script without static route imports alone", () => {
    const other = '<script type="module" async="">import("/assets/entry-3.js");</script>';
    expect(importRoutesAfterPaint(other)).toBe(other);
  });

  /** Runs the rewritten script with fake browser globals; returns what happened, in order. */
  async function runScript(paintTiming: boolean) {
    const body = importRoutesAfterPaint(moduleScript).replace(/^<script[^>]*>|<\/script>$/g, "");
    const order: string[] = [];
    const loaded: Record<string, unknown> = {};
    const fakeWindow: Record<string, unknown> = {};
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        const report = (name: string) => {
          order.push(name);
          this.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, this);
        };
        report("first-paint");
        report("first-contentful-paint");
        report("first-contentful-paint"); // a second report after disconnect must not matter
      }
      disconnect() {
        order.push("disconnect");
      }
    }
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "PerformanceObserver",
      "window",
      "$import",
      `return (async () => { ${body.replace(/\bimport\(/g, "$import(")} })();`,
    );
    await run(
      { visibilityState: "visible" },
      (cb: () => void) => {
        order.push("frame");
        cb();
      },
      (cb: () => void, ms: number) => {
        if (ms === 0) {
          order.push("after paint");
          cb();
        }
      },
      FakeObserver,
      fakeWindow,
      async (url: string) => {
        order.push(url);
        return (loaded[url] = { url });
      },
    );
    return { order, loaded, fakeWindow };
  }

  it("runs in a browser as a module: the modules load only after the first contentful paint", async () => {
    const { order, loaded, fakeWindow } = await runScript(true);
    expect(order.slice(0, 4)).toEqual([
      "first-paint",
      "first-contentful-paint",
      "disconnect",
      "after paint",
    ]);
    expect(order.slice(-3)).toEqual(["/assets/root-1.js", "/assets/ż-2.js", "/assets/entry-3.js"]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: loaded["/assets/root-1.js"],
      "routes/x": loaded["/assets/ż-2.js"],
    });
  });

  it("without Paint Timing, waits for a frame instead", async () => {
    const { order } = await runScript(false);
    expect(order).toEqual([
      "frame",
      "after paint",
      "/assets/root-1.js",
      "/assets/ż-2.js",
      "/assets/entry-3.js",
    ]);
  });
});

describe("scriptsAfterFirstPaint", () => {
  const expected = page
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(moduleScript, importRoutesAfterPaint(moduleScript));

  it("removes every module preload, defers the route imports and changes nothing else", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).toBe(expected);
    expect(out).toContain('<link rel="preload" as="font" href="/f.woff2"/>');
    expect(out).toContain("<p>Wisła</p>");
  });

  it("finds tags split across chunks at every byte, without breaking multi-byte letters", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    const single = Array.from(bytes, (b) => Buffer.from([b]));
    expect(await through(single)).toBe(expected);
  });
});
