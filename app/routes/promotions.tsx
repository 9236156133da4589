import Balloon from "lucide-react/icons/balloon";
import BellRing from "lucide-react/icons/bell-ring";
import Camera from "lucide-react/icons/camera";
import Check from "lucide-react/icons/check";
import Flag from "lucide-react/icons/flag";
import Gift from "lucide-react/icons/gift";
import Siren from "lucide-react/icons/siren";
import { useEffect, useState } from "react";
import { faqContent, faqItems, type FaqItem } from "~/content/faq";
import { withCopy } from "~/lib/copy/overrides.server";
import { pageLang } from "~/lib/i18n/page-lang.server";
import { promotionsEn } from "~/content/promotions.en";
import { promotionsPl, type PromoIcon, type PromotionsCopy } from "~/content/promotions.pl";
import { SceneHero } from "~/features/events/components/scene-hero";
import { ContactFaqBlock } from "~/features/contact/components/contact-faq-block";
import { useDocumentLanguage, useLocationLanguage } from "~/features/events/use-location-language";
import { useLang } from "~/lib/i18n/use-lang";
import { LangContext } from "~/lib/i18n/use-lang";
import { NewsletterForm } from "~/features/newsletter/components/newsletter-form";
import { pageMeta } from "~/lib/seo/page-meta";
import type { Route } from "./+types/promotions";
import { PageSection } from "~/components/ui/page-section";

/** Both languages' questions: the page may switch to English after location detection. */
/**
 * The page copy in the request language; the FAQ in both (small). The English copy for a switch
 * after location detection is loaded on demand, so Polish visitors never download it.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = pageLang(args);
  const ids = ["weather", "children", "voucher", "payment"];
  const [pl, en] = await Promise.all([withCopy("faq", faqContent.pl, "pl"), withCopy("faq", faqContent.en, "en")]);
  return { copy: lang === "pl" ? promotionsPl : promotionsEn, faq: { pl: faqItems("pl", ids, pl.items), en: faqItems("en", ids, en.items) } };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

const ICONS: Record<PromoIcon, typeof Flag> = { flag: Flag, siren: Siren, gift: Gift, balloon: Balloon, camera: Camera };

/**
 * Promotional events and newsletter (docs/product.md §2). The page's language follows location detection:
 * see useLocationLanguage. Everything below the provider (headings, the newsletter form and its
 * validation messages) reads the switched language from LangContext.
 */
export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const serverLang = useLang();
  const wanted = useLocationLanguage(serverLang);
  const [english, setEnglish] = useState<PromotionsCopy | null>(null);
  useEffect(() => {
    if (wanted !== "en" || serverLang === "en" || english) return;
    let live = true;
    import("~/content/promotions.en").then((m) => live && setEnglish(m.promotionsEn));
    return () => {
      live = false;
    };
  }, [wanted, serverLang, english]);
  // Switch only once the English copy is here, so headings, copy and form change together.
  const lang = wanted === "en" && (serverLang === "en" || english) ? "en" : serverLang;
  const copy = lang === serverLang ? (loaderData.copy as PromotionsCopy) : english!;
  useDocumentLanguage(lang, serverLang, copy.title);
  return (
    <LangContext.Provider value={lang}>
      <PromotionsContent t={copy} faq={loaderData.faq[lang]} />
    </LangContext.Provider>
  );
}

function PromotionsContent({ t, faq }: { t: PromotionsCopy; faq: ReadonlyArray<FaqItem> }) {
  return (
    <>
      <SceneHero heading={t.heading} scene="warszawa-dusk" slot="page.promotions">
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t.lead}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#wydarzenia" className="btn-light">
            {t.toEvents}
          </a>
          <a href="#newsletter" className="btn-primary">
            <BellRing aria-hidden="true" className="size-5" />
            {t.toNewsletter}
          </a>
        </div>
      </SceneHero>

      <PageSection id="wydarzenia" headingId="events-heading" heading={t.eventsHeading} className="container-page scroll-mt-20 py-14">
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.eventsIntro}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {t.events.map((e) => {
            const Icon = ICONS[e.icon as PromoIcon];
            return (
              <li key={e.id} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-river-50 text-river-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-navy-900">{e.title}</h3>
                <p className="mt-1 text-sm font-semibold text-signal-700">{e.when}</p>
                <p className="mt-3 leading-relaxed text-slate-700">{e.description}</p>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="newsletter" headingId="newsletter-heading" className="scroll-mt-20 bg-navy-900 py-14 text-white" inner="container-page grid gap-10 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-heading" className="text-3xl font-extrabold tracking-tight">
            {t.newsletterHeading}
          </h2>
          <p className="mt-3 text-lg text-slate-200">{t.newsletterText}</p>
          <h3 className="mt-8 text-xl font-bold text-river-300">{t.benefitsHeading}</h3>
          <ul className="mt-4 space-y-3">
            {t.benefits.map((b) => (
              <li key={b} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-300" />
                <span>{b}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* Newsletter sign-up, region "all" (built by the forms feature). */}
        <NewsletterForm className="rounded-2xl bg-white p-6 text-slate-900 shadow-lg" />
      </PageSection>

      <ContactFaqBlock items={faq} />
    </>
  );
}
