import { PageLink } from "~/components/page-link";
import Anchor from "lucide-react/icons/anchor";
import Home from "lucide-react/icons/house";
import { useMessages } from "~/lib/i18n/use-lang";
import { notFoundMessages } from "./not-found-messages";

/** The site's not-found page (HTTP 404 is set by the route that shows it). */
export function NotFoundPage() {
  const t = useMessages(notFoundMessages);
  return (
    <section className="bg-gradient-to-b from-navy-950 to-navy-800 pt-28 pb-20 text-white">
      <div className="container-page max-w-3xl text-center">
        <p
          className="text-7xl font-black tracking-tight text-river-300 sm:text-8xl"
          aria-hidden="true"
        >
          {t.code}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">
          <span className="sr-only">404 – </span>
          {t.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-200">{t.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PageLink to="/" className="btn-primary">
            <Home aria-hidden="true" className="size-5" /> {t.home}
          </PageLink>
          <PageLink to="/rejsy-wisla-warszawa" className="btn-light">
            <Anchor aria-hidden="true" className="size-5" /> {t.warsaw}
          </PageLink>
        </div>
        <p className="mt-10 text-slate-300">{t.more}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {(
            [
              ["/rejsy-zegrze", t.zegrze],
              ["/wieczor-panienski", t.bachelorette],
              ["/wieczor-kawalerski", t.bachelor],
              ["/rejsy-firmowe", t.corporate],
            ] as const
          ).map(([to, label]) => (
            <li key={to}>
              <PageLink
                to={to}
                className="font-semibold text-river-100 underline underline-offset-4 hover:text-white"
              >
                {label}
              </PageLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
