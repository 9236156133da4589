import CircleCheck from "lucide-react/icons/circle-check";
import Home from "lucide-react/icons/house";
import { PageLink } from "~/components/page-link";
import { unsubscribedContent } from "~/content/unsubscribed";
import { useMessages } from "~/lib/i18n/use-lang";
import { pageMeta } from "~/lib/seo/page-meta";
import { usePageCopy } from "~/lib/seo/page-meta";
import type { Route } from "./+types/unsubscribed";

/**
 * Where the newsletter's unsubscribe link lands (GET /api/newsletter/unsubscribe redirects here).
 * Not indexed: the page table says so (page-urls.ts), and the root loader's head follows it.
 */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function UnsubscribedPage() {
  const t = useMessages(unsubscribedContent);
  const heading = usePageCopy().heading;
  return (
    <section className="bg-gradient-to-b from-navy-950 to-navy-800 pt-28 pb-20 text-white">
      <div className="container-page max-w-2xl text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-river-300" />
        <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-200">{t.text}</p>
        <p className="mt-3 text-slate-300">{t.changedMind}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PageLink to="/" className="btn-primary">
            <Home aria-hidden="true" className="size-5" />
            {t.home}
          </PageLink>
          <PageLink to="/rejsy-promocyjne" className="btn-light">
            {t.promotions}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
