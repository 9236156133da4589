import { Transform, type TransformCallback } from "node:stream";

/** A piece of HTML from `start` to the first `end` after it, rewritten by `replace`. */
interface Rule {
  start: Buffer;
  end: Buffer;
  replace(match: string): string;
}

// `route0`, or `route0_main` and the like where a route module is split (v8_splitRouteModules).
const ROUTE_IMPORT = /^import \* as (route\d+\w*) from ("[^"\\]+");$/gm;

/**
 * Waits for the first contentful paint, as the browser reports it once the frame is on the
 * screen (Paint Timing). Where that is not reported, a frame callback runs just before a paint
 * and the timeout inside it just after. Hidden tabs do not paint, so they go ahead at once; and
 * whatever happens, the scripts load after three seconds.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((go) => {",
  '  if (document.visibilityState !== "visible") return go();',
  "  setTimeout(go, 3000);",
  '  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
  "    return requestAnimationFrame(() => setTimeout(go, 0));",
  "  }",
  "  new PerformanceObserver((list, observer) => {",
  '    if (!list.getEntriesByName("first-contentful-paint").length) return;',
  "    observer.disconnect();",
  "    setTimeout(go, 0);",
  '  }).observe({ type: "paint", buffered: true });',
  "});",
].join("\n");

/**
 * React Router's module script imports every matched route module statically, so the browser
 * fetches and evaluates them (with React) while it is still parsing and before its first paint.
 * Rewritten, the script waits for the first paint and then imports the same modules
 * dynamically; what follows (the route manifest, the route module map, the entry import) runs
 * as before, only later. A script in another shape is left as it is.
 */
export function importRoutesAfterPaint(script: string): string {
  const routes: Array<[name: string, url: string]> = [];
  const rest = script.replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    routes.push([name, url]);
    return "";
  });
  if (routes.length === 0) return script;
  const names = routes.map(([name]) => name).join(", ");
  const imports = routes.map(([, url]) => `import(${url})`).join(", ");
  const head = rest.indexOf(">") + 1;
  return `${rest.slice(0, head)}\n${AFTER_FIRST_PAINT}\nconst [${names}] = await Promise.all([${imports}]);${rest.slice(head)}`;
}

const RULES: Rule[] = [
  // Module preloads would start every script download at the top of the page.
  { start: Buffer.from('<link rel="modulepreload"'), end: Buffer.from(">"), replace: () => "" },
  // React Router's module script (`<Scripts />`), the only async module script on a page.
  {
    start: Buffer.from("<script "),
    end: Buffer.from("</script>"),
    replace: (tag) =>
      tag.includes(' type="module" async="">') ? importRoutesAfterPaint(tag) : tag,
  },
];

/**
 * Lets the page paint before any of its scripts is fetched or run (docs/decisions/070).
 *
 * The server-rendered page is complete and readable without JavaScript; the scripts only
 * hydrate it. On a phone's connection, about 120 KB of scripts fetched from the first moment
 * compete with the stylesheet, the fonts and the hero image, and their evaluation can land
 * before the first paint and push it back. So the HTML is rewritten on its way out: React
 * Router's `<link rel="modulepreload">` tags are dropped, and its module script loads the route
 * modules only after the first paint. `<Scripts />` takes no option for either.
 *
 * React writes in chunks of a few KB, so a tag split across chunks is held back until it is
 * complete.
 */
export function scriptsAfterFirstPaint(rules: Rule[] = RULES): Transform {
  let carry = Buffer.alloc(0);
  const longestStart = Math.max(...rules.map((r) => r.start.length));

  function nextStart(data: Buffer, from: number): { at: number; rule: Rule } | undefined {
    let best: { at: number; rule: Rule } | undefined;
    for (const rule of rules) {
      const at = data.indexOf(rule.start, from);
      if (at !== -1 && (!best || at < best.at)) best = { at, rule };
    }
    return best;
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      const incoming = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      const data = carry.length ? Buffer.concat([carry, incoming]) : incoming;
      const out: Buffer[] = [];
      let from = 0;
      let held = data.length;
      for (let next = nextStart(data, 0); next; next = nextStart(data, from)) {
        const end = data.indexOf(next.rule.end, next.at + next.rule.start.length);
        if (end === -1) {
          held = next.at; // the rest of this piece comes with a later chunk
          break;
        }
        const stop = end + next.rule.end.length;
        out.push(
          data.subarray(from, next.at),
          Buffer.from(next.rule.replace(data.subarray(next.at, stop).toString("utf8"))),
        );
        from = stop;
      }
      if (held === data.length) {
        // Hold back a tail that could be the beginning of a piece completed by the next chunk.
        search: for (let n = Math.min(longestStart - 1, data.length - from); n > 0; n--) {
          const tail = data.subarray(data.length - n);
          for (const rule of rules) {
            if (n < rule.start.length && tail.equals(rule.start.subarray(0, n))) {
              held = data.length - n;
              break search;
            }
          }
        }
      }
      out.push(data.subarray(from, held));
      carry = Buffer.from(data.subarray(held));
      callback(null, Buffer.concat(out));
    },
    flush(callback: TransformCallback) {
      callback(null, carry);
    },
  });
}
