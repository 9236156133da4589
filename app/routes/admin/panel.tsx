import { data } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/require-admin.server";
import { AdminPanel } from "~/features/admin/components/admin-panel";
import { adminMessages } from "~/features/admin/messages";
import { rootDataFromMatches } from "~/lib/seo/root-data";
import type { Route } from "./+types/panel";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { lang } = rootDataFromMatches(matches);
  return [{ title: adminMessages[lang].title }, { name: "robots", content: "noindex, nofollow" }];
};

/** Anonymous and non-admin visitors never get the panel: redirect to /admin/login?redirectTo=... */
/** Administrator pages are per-user: never cached by the browser or a shared cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const h = new Headers(loaderHeaders);
  h.set("Cache-Control", "private, no-store");
  return h;
};

export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requireAdminPage(request);
  headers.set("Cache-Control", "no-store");
  return data({ email: user.email }, { headers });
}

export default function AdminPanelRoute({ loaderData }: Route.ComponentProps) {
  return <AdminPanel email={loaderData.email} />;
}
