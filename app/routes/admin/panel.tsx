import { data } from "react-router";
import { requireAdminPage } from "~/features/admin-auth/require-admin.server";
import { AdminPanel, type AdminTab } from "~/features/admin/components/admin-panel";
import { AttractionsTab } from "~/features/admin/components/attractions-tab";
import { NewsletterTab } from "~/features/admin/components/newsletter-tab";
import { CampaignsSection } from "~/features/campaigns/components/campaigns-section";
import { PricesTab } from "~/features/admin/components/prices-tab";
import { useMessages } from "~/lib/i18n/use-lang";
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

/** The panel's tabs, composed here from the features that own them (docs/architecture.md §8). */
export default function AdminPanelRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const tabs: AdminTab[] = [
    {
      value: "newsletter",
      label: t.tabNewsletter,
      content: (
        <NewsletterTab>
          <CampaignsSection adminEmail={loaderData.email} />
        </NewsletterTab>
      ),
    },
    { value: "prices", label: t.tabPrices, content: <PricesTab /> },
    { value: "attractions", label: t.tabAttractions, content: <AttractionsTab /> },
  ];
  return <AdminPanel email={loaderData.email} tabs={tabs} />;
}
