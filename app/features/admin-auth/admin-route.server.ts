import type { z } from "zod";
import { ApiError, apiMessages, handleApi, parseBody, requestLang } from "~/lib/api.server";
import type { AdminUser } from "~/lib/api-shapes";
import { clientIpContext } from "~/lib/context";
import type { Lang } from "~/lib/i18n/lang";
import {
  checkSession,
  cookieHeaders,
  requireAdmin,
  type SessionCheck,
} from "./require-admin.server";

/**
 * One way to write an administrator API route (docs/decisions/285-one-way-to-write-an-admin-route.md).
 *
 *     const route = adminRoute({
 *       GET: async ({ lang }) => json({ prices: await listPrices() }),
 *       PATCH: {
 *         body: priceUpdateSchema,
 *         handle: async ({ actor, lang, body, id }) => json({ price: await updatePrice(actor, id(), body) }),
 *       },
 *     });
 *     export const loader = route.loader;
 *     export const action = route.action;
 *
 * Every request, whatever its method, is checked in this order: the session and the
 * administrator role (401, 403), the method (405 with `Allow`), then the body by the method's
 * zod schema (400 with `fieldErrors`, 413 past the body limit). Errors are answered as
 * `handleApi` answers them; nothing a handler throws becomes a 500 with internals.
 *
 * Options, for the few routes that need them: `signedIn` lets any signed-in user through (401
 * only; `/api/admin/me`), `elsewhere` names methods another layer answers before the router
 * (the multipart photo upload, server/media-upload.ts) so that `Allow` still lists them, and
 * `methods` narrows the methods a path takes by its parameters (a page-copy list key takes POST).
 */

export type AdminMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: readonly AdminMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const MESSAGES = {
  pl: { method: "Ta metoda nie jest obsługiwana.", badId: "Nieprawidłowy identyfikator." },
  en: { method: "This method is not supported.", badId: "Invalid id." },
} as const;

export interface AdminContext<B> {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  actor: AdminUser;
  /** The administrator's language (cookie, then Accept-Language): every message follows it. */
  lang: Lang;
  /** The body checked by the method's schema (`undefined` for a handler without one). */
  body: B;
  /** A positive integer path parameter (`:id` unless named), else 400. */
  id(name?: string): number;
  /** The client address Express resolved (the account calls pass it to better-auth). */
  ip: string;
  /** With `signedIn`: the session check (whether the user is an administrator, its cookies). */
  session?: SessionCheck;
}

type Handle<B> = (ctx: AdminContext<B>) => Promise<Response> | Response;

/** A handler: a function, or a body schema (built in the administrator's language) and a function. */
export type AdminHandler<B> =
  Handle<undefined> | { body: (lang: Lang) => z.ZodType<B>; handle: Handle<B> };

type Handlers<T> = { [M in keyof T]: M extends AdminMethod ? AdminHandler<T[M]> : never };

interface RouteArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context?: { get(key: typeof clientIpContext): string };
}

export interface AdminRouteOptions {
  /** Any signed-in user, not only an administrator (401 without a session, never 403). */
  signedIn?: boolean;
  /** Methods answered before the router reaches the module: named in `Allow`, 405 here. */
  elsewhere?: readonly AdminMethod[];
  /** The methods this request's path takes, of those with a handler (all unless given). */
  methods?: (params: RouteArgs["params"]) => readonly AdminMethod[];
}

/** The signed-in user; unless `signedIn`, 403 for anyone but an administrator. */
async function authorise(
  request: Request,
  signedIn: boolean,
): Promise<{ actor: AdminUser; session?: SessionCheck }> {
  if (!signedIn) return { actor: await requireAdmin(request) };
  const session = await checkSession(request);
  if (!session.user)
    throw new ApiError(
      401,
      "unauthorized",
      apiMessages(requestLang(request)).signInRequired,
      {},
      cookieHeaders(session),
    );
  return { actor: { id: session.user.id, email: session.user.email }, session };
}

/** A positive integer path id, else 400 (never a 500 for bad input). */
export function pathId(raw: string | undefined, lang: Lang): number {
  if (!raw || !/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new ApiError(400, "invalid_id", MESSAGES[lang].badId);
  return Number(raw);
}

export function adminRoute<T extends Partial<Record<AdminMethod, unknown>>>(
  handlers: Handlers<T>,
  options: AdminRouteOptions = {},
): {
  loader: (args: RouteArgs) => Promise<Response>;
  action: (args: RouteArgs) => Promise<Response>;
} {
  const table = handlers as Partial<Record<AdminMethod, AdminHandler<unknown>>>;
  const served = METHODS.filter((m) => table[m] || options.elsewhere?.includes(m));

  async function serve({ request, params, context }: RouteArgs): Promise<Response> {
    return handleApi(request, async () => {
      const { actor, session } = await authorise(request, options.signedIn ?? false);
      const lang = requestLang(request);
      const taken = options.methods ? options.methods(params) : served;
      const method = (request.method === "HEAD" ? "GET" : request.method) as AdminMethod;
      const handler = taken.includes(method) ? table[method] : undefined;
      if (!handler) {
        const allow = taken.join(", ");
        throw new ApiError(405, "method_not_allowed", MESSAGES[lang].method, {}, { Allow: allow });
      }
      const ctx = {
        request,
        params,
        actor,
        lang,
        body: undefined as unknown,
        id: (name = "id") => pathId(params[name], lang),
        ip: context?.get(clientIpContext) ?? "",
        session,
      };
      if (typeof handler === "function") return handler(ctx as AdminContext<undefined>);
      ctx.body = await parseBody(request, handler.body(lang));
      return handler.handle(ctx);
    });
  }

  return { loader: serve, action: serve };
}
