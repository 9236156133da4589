import Home from "lucide-react/icons/house";
import { DonePage } from "~/components/done-page";
import { PageLink } from "~/components/page-link";
import { unsubscribedContent } from "~/content/unsubscribed";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageMeta, usePageCopy } from "~/lib/seo/page-meta";
import type { Route } from "./+types/unsubscribed";

/**
 * Where the newsletter's unsubscribe link lands (GET /api/newsletter/unsubscribe redirects here).
 * Not indexed: the page table says so (page-urls.ts), and the root loader's head follows it.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function UnsubscribedPage() {
  const t = useMessages(unsubscribedContent);
  return (
    <DonePage heading={usePageCopy().heading} text={t.text} note={t.changedMind} centered>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <PageLink to="/" className="btn-primary">
          <Home aria-hidden="true" className="size-5" />
          {t.home}
        </PageLink>
        <PageLink to="/rejsy-promocyjne" className="btn-light">
          {t.promotions}
        </PageLink>
      </div>
    </DonePage>
  );
}
