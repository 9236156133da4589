import { useState } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { twoFactorEnabled } from "~/features/admin-auth/account.server";
import { AccountTab } from "~/features/admin-auth/components/account-tab";
import { WindWarnings } from "~/features/departures/components/wind-warnings";
import { TwoFactorPrompt } from "~/features/admin-auth/components/two-factor-prompt";
import { accountMessages } from "~/features/admin-auth/messages";
import { requireAdminPage } from "~/features/admin-auth/require-admin.server";
import { AnalyticsTab } from "~/features/analytics/components/analytics-tab";
import { analyticsMessages } from "~/features/analytics/messages";
import { AdminPanel, type AdminTab } from "~/features/admin/components/admin-panel";
import { AttractionsTab } from "~/features/attractions/components/attractions-tab";
import { HistoryTab } from "~/features/change-history/components/history-tab";
import { PhotosTab } from "~/features/media/components/photos-tab";
import { mediaMessages } from "~/features/media/messages";
import { historyMessages } from "~/features/change-history/messages";
import {
  EnquiriesTab,
  UnreadBadge,
  useUnreadEnquiries,
} from "~/features/enquiries/components/enquiries-tab";
import { ENQUIRIES_TAB } from "~/features/enquiries/components/enquiry-address";
import { enquiryMessages } from "~/features/enquiries/messages";
import { NewsletterTab } from "~/features/admin/components/newsletter-tab";
import { CampaignsSection } from "~/features/campaigns/components/campaigns-section";
import { PricesTab } from "~/features/prices/components/prices-tab";
import { CruisesTab } from "~/features/cruises/components/admin/cruises-tab";
import { cruisesAdminMessages } from "~/features/cruises/admin-messages";
import { CopyTab } from "~/features/page-copy/components/copy-tab";
import { VouchersTab } from "~/features/vouchers/components/vouchers-tab";
import { voucherAdminMessages } from "~/features/vouchers/admin-messages";
import { pageCopyMessages } from "~/features/page-copy/messages";
import { NEWSLETTER_REGIONS } from "~/features/newsletter/regions";
import { SubscribersTab } from "~/features/subscribers/components/subscribers-tab";
import { subscribersMessages } from "~/features/subscribers/messages";
import { useMessages } from "~/lib/i18n/use-lang";
import { SiteTab } from "~/features/site-admin/components/site-tab";
import { NoticesSection } from "~/features/notices/components/notices-section";
import { siteAdminMessages } from "~/features/site-admin/messages";
import { adminMessages } from "~/features/admin/messages";
import { adminPageHeaders, adminPageMeta } from "~/lib/seo/admin-pages";
import type { Route } from "./+types/panel";

export const meta: Route.MetaFunction = ({ matches }) =>
  adminPageMeta(matches, (lang) => adminMessages[lang].title);

/** Anonymous and non-admin visitors never get the panel: redirect to /admin/login?redirectTo=... */
/** Administrator pages are per-user: never cached by the browser or a shared cache. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) =>
  adminPageHeaders(loaderHeaders);

export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requireAdminPage(request);
  headers.set("Cache-Control", "no-store");
  return data(
    { email: user.email, twoFactorEnabled: await twoFactorEnabled(user.id) },
    { headers },
  );
}

/**
 * Opening an enquiry only changes the query string (?tab=enquiries&enquiry=ID): the panel's
 * data stays, so the session check does not run again (decision 160).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** The panel's tabs, composed here from the features that own them (docs/architecture.md §8). */
export default function AdminPanelRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages(adminMessages);
  const ts = useMessages(subscribersMessages);
  const enquiries = useMessages(enquiryMessages);
  const history = useMessages(historyMessages);
  const [unread, setUnread] = useUnreadEnquiries();
  const ta = useMessages(analyticsMessages);
  const account = useMessages(accountMessages);
  const copy = useMessages(pageCopyMessages);
  const photos = useMessages(mediaMessages);
  const site = useMessages(siteAdminMessages);
  const cruisesAdmin = useMessages(cruisesAdminMessages);
  const vouchers = useMessages(voucherAdminMessages);
  const [twoFactorOn, setTwoFactorOn] = useState(loaderData.twoFactorEnabled);
  const tabs: AdminTab[] = [
    {
      value: ENQUIRIES_TAB,
      label: enquiries.tab,
      badge: <UnreadBadge count={unread} />,
      content: <EnquiriesTab onUnread={setUnread} />,
    },
    {
      value: "newsletter",
      label: t.tabNewsletter,
      content: (
        <NewsletterTab>
          <CampaignsSection adminEmail={loaderData.email} />
        </NewsletterTab>
      ),
    },
    {
      value: "subscribers",
      label: ts.tab,
      content: <SubscribersTab regions={NEWSLETTER_REGIONS} />,
    },
    { value: "vouchers", label: vouchers.tab, content: <VouchersTab /> },
    { value: "site", label: site.tab, content: <SiteTab notices={<NoticesSection />} /> },
    { value: "cruises", label: cruisesAdmin.tab, content: <CruisesTab /> },
    { value: "prices", label: t.tabPrices, content: <PricesTab /> },
    { value: "attractions", label: t.tabAttractions, content: <AttractionsTab /> },
    { value: "texts", label: copy.tab, content: <CopyTab /> },
    { value: "photos", label: photos.tab, content: <PhotosTab /> },
    { value: "statistics", label: ta.tab, content: <AnalyticsTab /> },
    { value: "history", label: history.tab, content: <HistoryTab /> },
    {
      value: "account",
      label: account.tabAccount,
      content: <AccountTab onTwoFactorChange={setTwoFactorOn} />,
    },
  ];
  // Until two-step sign-in is on, every tab but Account shows the reminder (decisions 190, 267).
  // The wind warning heads every tab until hidden (issue 45, item 11); the booking provider's
  // state the first screen (issue 35).
  const notice = (tab: string) => (
    <>
      <WindWarnings showProvider={tab === ENQUIRIES_TAB} />
      {twoFactorOn || tab === "account" ? null : <TwoFactorPrompt href="/admin?tab=account" />}
    </>
  );
  return <AdminPanel email={loaderData.email} tabs={tabs} notice={notice} />;
}
