import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// zod probes `new Function` once to pick a faster parser; under our CSP (no 'unsafe-eval')
// that probe is reported as a CSP violation even though zod catches it. zod reads its config
// from this global object (shared with any zod already loaded by a route module), so set
// jitless on it without importing zod into the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
