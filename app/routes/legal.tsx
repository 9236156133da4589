import { useMatches } from "react-router";
import { PageHeading } from "~/components/page-heading";
import { privacyEn } from "~/content/legal/privacy.en";
import { privacyPl } from "~/content/legal/privacy.pl";
import { termsEn } from "~/content/legal/terms.en";
import { termsPl } from "~/content/legal/terms.pl";
import { useLang } from "~/features/i18n/use-lang";
import { LegalDocumentView } from "~/features/legal/components/legal-document";
import { pageMeta } from "~/features/seo/page-meta";
import type { Route } from "./+types/legal";

const KEYS = { "legal-terms": "terms", "legal-privacy": "privacy" } as const;
type LegalRouteId = keyof typeof KEYS;

/** Terms and privacy: one URL each, the text in the visitor's language (SPEC §2). */
const DOCS = {
  terms: { pl: termsPl, en: termsEn },
  privacy: { pl: privacyPl, en: privacyEn },
} as const;

export const meta: Route.MetaFunction = (args) => pageMeta(KEYS[args.matches.at(-1)!.id as LegalRouteId], args);

export default function LegalPage() {
  const key = KEYS[useMatches().at(-1)!.id as LegalRouteId];
  const lang = useLang();
  return (
    <>
      <PageHeading page={key} />
      <LegalDocumentView doc={DOCS[key][lang]} />
    </>
  );
}
