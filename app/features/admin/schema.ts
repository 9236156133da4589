/**
 * The newsletter's bulk welcome send, as the /api/admin/newsletter/bulk-welcome handler checks it
 * (the prices', attractions' and sign-in forms' schemas are in their features).
 */
import { z } from "zod";

// zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') that probe
// is a reported violation. Jitless parsing avoids it (and is plenty fast for forms).
z.config({ jitless: true });

export function bulkSendSchema() {
  return z.object({
    region: z.string().trim().min(1).max(40).nullable().default(null),
    onlyNew: z.boolean().default(false),
  });
}
