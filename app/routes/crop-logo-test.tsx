import { rootLangFromMatches } from "~/lib/seo/root-data";
import { useMessages } from "~/lib/i18n/use-lang";
import { LogoTool } from "~/features/logo-tool/components/logo-tool";
import { logoToolMessages } from "~/features/logo-tool/messages";
import type { Route } from "./+types/crop-logo-test";

/** Internal developer tool (docs/product.md §2, §7): not linked anywhere, not indexed, disallowed in robots.txt. */
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: logoToolMessages[rootLangFromMatches(matches)].title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CropLogoTest() {
  const t = useMessages(logoToolMessages);
  return (
    <main id="main" className="container-page py-12">
      <h1 className="text-3xl font-bold text-navy-900">{t.title}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t.intro}</p>
      <LogoTool />
    </main>
  );
}
