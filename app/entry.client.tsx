import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// zod probes `new Function` once to pick a faster parser; under our CSP (no 'unsafe-eval')
// that probe is reported as a CSP violation even though zod catches it. zod reads its config
// from this global object (shared with any zod already loaded by a route module), so set
// jitless on it without importing zod into the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * The server-rendered page is complete without JavaScript, so the browser paints it first and
 * hydrates after (docs/decisions/070): hydration is a long task on a phone, and started before
 * the first frame it pushes the first paint back by its whole length. A frame callback runs
 * just before a paint; the timeout inside it runs after that paint. Hidden tabs do not paint,
 * and frame callbacks can be throttled, so a plain timeout hydrates anyway.
 */
function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  if (document.visibilityState !== "visible") return once();
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 300);
}

afterFirstPaint(hydrate);
