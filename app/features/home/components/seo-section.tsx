import Clock from "lucide-react/icons/clock";
import Gauge from "lucide-react/icons/gauge";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Landmark from "lucide-react/icons/landmark";
import { useHomeCopy } from "../copy";
import { useCollapsible } from "./use-collapsible";
import { CollapseToggle } from "./collapse-toggle";
import { IconCard } from "~/components/ui/icon-card";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

const ICONS = [Landmark, Gauge, LifeBuoy, Clock] as const;

/**
 * docs/product.md §2: the collapsible SEO section about Vistula cruises: four highlight cards and four
 * detail blocks behind "Czytaj więcej" / "Pokaż mniej". The detail text is always in the HTML.
 */
export function SeoSection() {
  const t = useHomeCopy().seo;
  const { open, buttonProps, regionProps } = useCollapsible();
  return (
    <PageSection
      headingId="seo-heading"
      heading={t.heading}
      headingClassName={`max-w-3xl ${SECTION_TITLE} sm:text-4xl`}
      className="below-fold py-16 sm:py-20"
      inner="container-page"
    >
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t.intro}</p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {t.highlights.map((h, i) => (
          <IconCard
            key={h.title}
            icon={ICONS[i] ?? Landmark}
            title={h.title}
            text={h.text}
            className="rounded-2xl bg-river-50 p-5"
            titleSize=""
            textClassName="mt-1 text-sm text-slate-700"
          />
        ))}
      </ul>
      <div {...regionProps} className="mt-10 grid gap-8 md:grid-cols-2">
        {t.details.map((d) => (
          <div key={d.title}>
            <h3 className="text-xl font-bold text-navy-900">{d.title}</h3>
            <p className="mt-2 text-slate-700">{d.text}</p>
          </div>
        ))}
      </div>
      <CollapseToggle
        open={open}
        buttonProps={buttonProps}
        labels={t}
        className="btn-secondary mt-8"
      />
    </PageSection>
  );
}
