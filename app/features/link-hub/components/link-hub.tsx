import House from "lucide-react/icons/house";
import MapPin from "lucide-react/icons/map-pin";
import Star from "lucide-react/icons/star";
import Ticket from "lucide-react/icons/ticket";
import { PageLink } from "~/components/page-link";
import { BRAND, HASHTAG, bookingUrl } from "~/config/site";
import { useSite } from "~/lib/site-data/use-site";
import { useMessages } from "~/lib/i18n/use-lang";
import { linkHubMessages } from "../messages";
import { SaveContactButton } from "./save-contact-button";
import { FacebookIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from "~/components/social-icons";
import { NewTabNote, useNewTabNote } from "~/components/new-tab-note";
import { PageSection } from "~/components/ui/page-section";
import { PhoneLink } from "~/components/contact-links";

const hubTitle = "text-lg font-bold";
const round =
  "flex size-12 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/30 transition-colors hover:bg-white hover:text-navy-900";

/** The link-in-bio page behind the QR codes and review cards (docs/product.md §2: /qr, /review). */
export function LinkHub() {
  const site = useSite();
  const t = useMessages(linkHubMessages);
  const newTab = useNewTabNote();
  const social = [
    { href: site.social.facebook, name: "Facebook", Icon: FacebookIcon },
    { href: site.social.instagram, name: "Instagram", Icon: InstagramIcon },
    { href: site.social.tiktok, name: "TikTok", Icon: TikTokIcon },
    { href: site.social.youtube, name: "YouTube", Icon: YouTubeIcon },
  ];
  const reviews = [
    // The operator's settings (issue 45, item 18); unset, the defaults of app/config/site.ts.
    { key: "tripadvisor", href: site.reviews.tripadvisor, Icon: Star },
    { key: "getyourguide", href: site.reviews.getyourguide, Icon: Ticket },
    { key: "googleMaps", href: site.reviews.googleMaps, Icon: MapPin },
  ] as const;
  return (
    <div className="min-h-svh bg-gradient-to-b from-navy-950 via-navy-800 to-river-700 px-4 pt-20 pb-16 text-white">
      <div className="mx-auto flex max-w-md flex-col items-center text-center">
        <h1>
          <img
            src="/images/static/logo-hub.svg"
            alt={BRAND}
            width={300}
            height={72}
            fetchPriority="high"
            className="h-auto w-72"
          />
        </h1>
        <p className="mt-3 text-xl font-bold text-signal-400">{HASHTAG}</p>
        <p className="mt-2 text-slate-200">{t.tagline}</p>

        <nav aria-label={t.socialLabel} className="mt-6">
          <ul className="flex flex-wrap justify-center gap-3">
            <li>
              <PageLink to="/" className={round} aria-label={t.home}>
                <House aria-hidden="true" className="size-6" />
              </PageLink>
            </li>
            {social.map(({ href, name, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={round}
                  aria-label={`${name} ${newTab}`}
                >
                  <Icon className="size-6" />
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <PageSection
          headingId="hub-book"
          heading={t.bookHeading}
          headingClassName={hubTitle}
          className="mt-10 w-full"
        >
          <div className="mt-3 flex flex-col gap-3">
            <a href={bookingUrl("ticket20", "qr")} className="btn-primary w-full" rel="noopener">
              {t.book20}
            </a>
            <a href={bookingUrl("private", "qr")} className="btn-light w-full" rel="noopener">
              {t.bookPrivate}
            </a>
            <PhoneLink className="btn-light w-full">
              {t.call}: {site.phone}
            </PhoneLink>
          </div>
        </PageSection>

        <PageSection
          headingId="hub-reviews"
          heading={t.reviewsHeading}
          headingClassName={hubTitle}
          className="mt-10 w-full"
        >
          <p className="mt-1 text-sm text-slate-200">{t.reviewsText}</p>
          <ul className="mt-4 grid grid-cols-3 gap-3">
            {reviews.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-full flex-col items-center gap-1 rounded-2xl bg-white px-2 py-4 text-navy-900 shadow-md transition-transform hover:-translate-y-0.5"
                >
                  <Icon aria-hidden="true" className="size-7 text-signal-600" />
                  <span className="text-sm font-bold">{t.reviews[key].name}</span>
                  <span className="text-xs text-slate-600">{t.reviews[key].text}</span>
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </PageSection>

        <div className="mt-10 w-full">
          <SaveContactButton />
        </div>
      </div>
    </div>
  );
}
