import { useMessages } from "~/lib/i18n/use-lang";
import { siteAdminMessages } from "../messages";
import { EventsSection } from "./events-section";
import type { ReactNode } from "react";
import { SettingsSection } from "./settings-section";

/**
 * The panel's "Strona" / "Site" tab (decisions 230-232): notices first (the change made most
 * often, from a phone), then the business facts, then the promotional events. Phone-first: one
 * column, full-width buttons, a jump list to each part. The notices' part is the notices
 * feature's (decision 420), handed in by the panel.
 */
export function SiteTab({ notices }: { notices: ReactNode }) {
  const t = useMessages(siteAdminMessages);
  const parts = [
    {
      id: "site-notices",
      heading: t.notices.heading,
      intro: t.notices.intro,
      body: notices,
    },
    {
      id: "site-settings",
      heading: t.settings.heading,
      intro: t.settings.intro,
      body: <SettingsSection />,
    },
    {
      id: "site-events",
      heading: t.events.heading,
      intro: t.events.intro,
      body: <EventsSection />,
    },
  ];
  return (
    <div className="space-y-10">
      <nav aria-label={t.sectionsLabel}>
        <ul className="flex flex-wrap gap-2">
          {parts.map((p) => (
            <li key={p.id}>
              <a
                href={`#${p.id}`}
                className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy-900 shadow-sm hover:bg-slate-50"
              >
                {p.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {parts.map((p) => (
        <section key={p.id} id={p.id} aria-labelledby={`${p.id}-heading`} className="scroll-mt-4">
          <h2 id={`${p.id}-heading`} className="text-xl font-bold text-navy-900">
            {p.heading}
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">{p.intro}</p>
          {p.body}
        </section>
      ))}
    </div>
  );
}
