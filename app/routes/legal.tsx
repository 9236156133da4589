import { PageHeading } from "~/components/page-heading";
import { isComingSoonLocationOpen } from "~/features/cruises/catalogue.server";
import { boatFacts } from "~/features/cruises/copy-facts.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { polishPathOf } from "~/lib/i18n/page-urls";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/lib/seo/page-meta";
import { getSiteSettings } from "~/lib/site-data/site-data.server";
import type { Route } from "./+types/legal";

/**
 * Terms and privacy: a Polish URL in the visitor's language and an English twin (docs/architecture.md §3). The text comes
 * from the loader, so only the one document in the one language reaches the browser (as data in
 * the HTML, not as JavaScript), with the operator's saved details filled in at request time.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const terms = polishPathOf(args.url.pathname) === "/regulamin";
  const doc = terms
    ? lang === "pl"
      ? (await import("~/content/legal/terms.pl")).termsPl
      : (await import("~/content/legal/terms.en")).termsEn
    : lang === "pl"
      ? (await import("~/content/legal/privacy.pl")).privacyPl
      : (await import("~/content/legal/privacy.en")).privacyEn;
  const [{ fillLegal }, settings, gdanskOpen, boats] = await Promise.all([
    import("~/content/legal/company"),
    getSiteSettings(),
    isComingSoonLocationOpen(),
    boatFacts(lang),
  ]);
  return { doc: fillLegal(doc, settings, lang, gdanskOpen, boats) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading />
      <LegalDocumentView doc={loaderData.doc} />
    </>
  );
}
