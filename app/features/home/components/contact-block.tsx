import Info from "lucide-react/icons/info";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { AnchorHTMLAttributes } from "react";
import { PageLink } from "~/components/page-link";
import { useSite } from "~/lib/site-data/use-site";
import { trackBookingClick } from "~/lib/analytics/track";
import { useHomeCopy, type HomeCopy } from "../copy";
import { useDefaultLocationId, useHomeLocations } from "../location-cruises";
import { FacebookIcon, InstagramIcon } from "~/components/social-icons";
import { NewTabNote } from "~/components/new-tab-note";
import { PageSection, SECTION_TITLE } from "~/components/ui/page-section";

/**
 * The start points the block lists: each original location's own text (by its layout), then
 * each added location's start point from its row (decision 400), each a link to its page.
 */
function useStartPoints(
  texts: HomeCopy["contact"]["locations"],
): Array<{ id: string; to: string; name: string; text: string }> {
  const catalogue = useHomeLocations();
  const original = (catalogue?.original ?? []).flatMap((l) => {
    if (!Object.prototype.hasOwnProperty.call(texts, l.layout)) return [];
    const own = texts[l.layout as keyof typeof texts];
    return [{ id: l.id, to: l.url, name: own.name, text: own.text }];
  });
  const added = (catalogue?.added ?? []).map((a) => ({
    id: a.id,
    to: a.url,
    name: a.name,
    text: a.facts?.startPoint ?? a.startPoint,
  }));
  return [...original, ...added];
}

const channel =
  "flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-river-500";

/** One contact channel: its icon, its name and the number or address; a link opening a new tab says so. */
function Channel({
  icon: Icon,
  label,
  value,
  valueClassName = "font-bold text-navy-900",
  ...link
}: {
  icon: typeof Phone;
  label: string;
  value: string;
  valueClassName?: string;
} & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <li>
      <a {...link} className={channel}>
        <Icon aria-hidden="true" className="size-6 text-river-700" />
        <span>
          <span className="block text-sm text-slate-600">{label}</span>
          <span className={valueClassName}>{value}</span>
        </span>
        {link.target ? <NewTabNote /> : null}
      </a>
    </li>
  );
}

/** docs/product.md §2: the home contact block. */
export function ContactBlock() {
  const site = useSite();
  const t = useHomeCopy().contact;
  const location = useDefaultLocationId();
  const startPoints = useStartPoints(t.locations);
  const newTab = <NewTabNote />;
  return (
    <PageSection
      id="kontakt"
      headingId="contact-heading"
      heading={t.heading}
      headingClassName={`${SECTION_TITLE} sm:text-4xl`}
      className="bg-river-50 py-16 sm:py-20"
      inner="container-page"
    >
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t.text}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        <Channel
          icon={Phone}
          label={t.phone}
          value={site.phone}
          href={site.phoneHref}
          onClick={() => trackBookingClick("phone", location)}
        />
        <Channel
          icon={Mail}
          label={t.email}
          value={site.email}
          valueClassName="font-bold break-all text-navy-900"
          href={site.mailtoUrl(t.emailSubject, t.emailBody)}
        />
        <Channel
          icon={MessageCircle}
          label={t.whatsapp}
          value={site.whatsapp}
          href={site.whatsappUrl(t.whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
        />
      </ul>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <span className="font-semibold text-navy-900">{t.social}:</span>
        {(
          [
            [site.social.facebook, FacebookIcon, "Facebook"],
            [site.social.instagram, InstagramIcon, "Instagram"],
          ] as const
        ).map(([href, Icon, name]) => (
          <a
            key={name}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            <Icon className="size-4" />
            {name}
            {newTab}
          </a>
        ))}
      </div>
      <h3 className="mt-12 text-xl font-bold text-navy-900">{t.locationsHeading}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {startPoints.map((point) => (
          <li key={point.id}>
            <PageLink to={point.to} className={channel}>
              <MapPin aria-hidden="true" className="size-6 text-signal-600" />
              <span>
                <span className="block font-bold text-navy-900">{point.name}</span>
                <span className="text-sm text-slate-700">{point.text}</span>
              </span>
            </PageLink>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-start gap-2 rounded-xl bg-white p-4 text-slate-800 ring-1 ring-river-100">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-river-700" />
        {t.tip}
      </p>
    </PageSection>
  );
}
