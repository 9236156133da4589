import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { BRAND } from "~/config/site";
import { useSite } from "~/lib/site-data/use-site";
import { useLang, usePageUrl } from "~/lib/i18n/use-lang";
import { MENU_ROUTES } from "~/components/site/menu-routes";
import {
  useAddedLocations,
  useFrameMessages,
  useMenuLocations,
} from "~/components/site/use-frame-messages";
import { NewTabNote } from "./new-tab-note";

function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="hover:text-white hover:underline"
    >
      {children}
      <NewTabNote />
    </a>
  );
}

export function SiteFooter({ year }: { year: number }) {
  const site = useSite();
  const lang = useLang();
  const t = useFrameMessages();
  const locations = useMenuLocations().filter((l) => !l.added);
  const f = t.footer;
  const href = usePageUrl();
  const heading = "mb-3 text-sm font-bold tracking-wider text-river-300 uppercase";
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="bg-gradient-to-r from-navy-800 to-river-700">
        <div className="container-page flex flex-col items-start gap-4 py-10 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-2xl font-bold text-white">{f.ctaTitle}</p>
            <p className="mt-1 text-river-50">{f.ctaText}</p>
          </div>
          <Link to={href("/#locations")} className="btn-primary">
            {f.bookNow}
          </Link>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={f.navigation}>
          <h2 className={heading}>{f.navigation}</h2>
          <ul className="space-y-2">
            {MENU_ROUTES.flatMap((r) => [
              <li key={r.to}>
                <Link to={href(r.to)} className="hover:text-white hover:underline">
                  {t.nav[r.key]}
                </Link>
              </li>,
              // After home, the original three location pages (the added ones are under "Locations").
              ...(r.key === "home" ? locations : []).map((l) => (
                <li key={l.id}>
                  <Link to={l.url} className="hover:text-white hover:underline">
                    {l.label}
                  </Link>
                </li>
              )),
            ])}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{f.information}</h2>
          <ul className="space-y-2">
            <li>
              <Link to={href("/regulamin")} className="hover:text-white hover:underline">
                {f.terms}
              </Link>
            </li>
            <li>
              <Link to={href("/polityka-prywatnosci")} className="hover:text-white hover:underline">
                {f.privacy}
              </Link>
            </li>
            <li>
              <Link to={href("/contact#faq")} className="hover:text-white hover:underline">
                {f.faq}
              </Link>
            </li>
            <li>
              <Link to={href("/contact")} className="hover:text-white hover:underline">
                {f.contactPage}
              </Link>
            </li>
          </ul>
          {/* The operator's settings (issue 45, item 19); none saved, the defaults. */}
          {site.usefulLinks.length > 0 ? (
            <>
              <h2 className={`${heading} mt-8`}>{f.usefulLinks}</h2>
              <ul className="space-y-2">
                {site.usefulLinks.map((link) => (
                  <li key={`${link.url} ${link.label_pl}`}>
                    <External href={link.url}>
                      {lang === "en" ? link.label_en : link.label_pl}
                    </External>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <h2 className={heading}>{f.contact}</h2>
          <ul className="space-y-3">
            <li>
              <a href={site.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
                <Phone aria-hidden="true" className="size-4" /> {site.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4" /> {site.email}
              </a>
            </li>
            <li>
              <a
                href={site.whatsappUrl("")}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <MessageCircle aria-hidden="true" className="size-4" /> WhatsApp
                <NewTabNote />
              </a>
            </li>
          </ul>
          <address className="mt-6 not-italic">
            {site.company.name}
            <br />
            {site.company.street}
            <br />
            {site.company.postalCode} {site.company.city}
            {site.company.nip ? (
              <>
                <br />
                NIP {site.company.nip}
              </>
            ) : null}
          </address>
        </div>
        <div>
          <h2 className={heading}>{f.locations}</h2>
          <FooterLocations />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-slate-400">
          © {year} {BRAND}. {f.rights}
        </p>
      </div>
    </footer>
  );
}

/** The footer's locations: the original three, then the open ones the operator added (decision 400). */
function FooterLocations() {
  const f = useFrameMessages().footer;
  const href = usePageUrl();
  const added = useAddedLocations();
  return (
    <ul className="space-y-3">
      {(
        [
          ["/rejsy-wisla-warszawa", f.warsaw],
          ["/rejsy-zegrze", f.zegrze],
          ["/rejsy-gdansk", f.gdansk],
        ] as const
      ).map(([to, label]) => (
        <li key={to}>
          <Link
            to={href(to)}
            className="inline-flex items-center gap-2 hover:text-white hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0" /> {label}
          </Link>
        </li>
      ))}
      {added.map((l) => (
        <li key={l.id}>
          <Link
            to={l.url}
            className="inline-flex items-center gap-2 hover:text-white hover:underline"
          >
            <MapPin aria-hidden="true" className="size-4 shrink-0" /> {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
