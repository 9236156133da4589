import Menu from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/seo/root-data";
import { storeLanguage } from "~/lib/i18n/language-client";
import type { Lang } from "~/lib/i18n/lang";
import { pageUrl, polishPathOf } from "~/lib/i18n/page-urls";
import { useLang } from "~/lib/i18n/use-lang";
import { MENU_ROUTES } from "~/components/site/menu-routes";
import { useFrameMessages, useMenuLocations } from "~/components/site/use-frame-messages";

/**
 * The buttons open and close the dialog through the browser's Invoker Commands as well, so the
 * menu works before the page is hydrated (docs/decisions/070) in browsers that have them; the
 * links are plain links. Once hydrated, React's handlers do the same and the browser's command
 * finds the dialog already in the state it asks for.
 */
const invoke = (command: "show-modal" | "close") =>
  ({ commandfor: "site-menu", command }) as Record<string, string>;

/**
 * The fixed top-right menu button and full-screen overlay (docs/product.md §2). A native modal <dialog>:
 * the browser traps focus and closes on Escape; focus returns to the button.
 */
export function MenuOverlay() {
  const t = useFrameMessages();
  const lang = useLang();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const pagePair = (useRouteLoaderData("root") as RootData | undefined)?.pagePair;

  const hydrated = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!hydrated.current) {
      // Opened by the browser before hydration: take that state over instead of closing it.
      hydrated.current = true;
      if (dialog.open) setOpen(true);
      return;
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Choosing a link navigates: close the overlay on every route change (not on the first render).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // The page behind a modal <dialog> is inert; wrap Tab at the ends so focus also never
  // escapes to the browser's own UI.
  const trapTab = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab") return;
    const focusable = Array.from(
      e.currentTarget.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    );
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  /**
   * The language links (docs/decisions/210): each leads to this page's URL in its language and
   * stores the choice on the way; the navigation is the reload the product description asks for. A plain <a>, so the whole
   * document loads in the chosen language (and it works before hydration, without storing).
   */
  const switchTo = (next: Lang, href: string) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (next === lang && href === pathname) {
      e.preventDefault();
      return setOpen(false);
    }
    storeLanguage(next);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setOpen(true)}
        {...invoke("show-modal")}
        aria-haspopup="dialog"
        aria-controls="site-menu"
        className="fixed top-3 right-3 z-40 inline-flex size-12 items-center justify-center rounded-full bg-navy-900/90 text-white shadow-lg ring-1 ring-white/30 backdrop-blur hover:bg-navy-800 sm:top-4 sm:right-4"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.openMenu}</span>
      </button>
      <dialog
        id="site-menu"
        ref={dialogRef}
        aria-labelledby="site-menu-title"
        onClose={onClose}
        onKeyDown={trapTab}
        onCancel={(e) => {
          e.preventDefault();
          onClose();
        }}
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-navy-950/97 p-0 text-white backdrop:bg-navy-950/80"
      >
        {/* Rendered closed as well, so that the browser can open it before hydration. */}
        <div className="container-page flex min-h-full flex-col py-6">
          <div className="flex items-center justify-between">
            <h2
              id="site-menu-title"
              className="text-sm font-semibold tracking-widest text-river-300 uppercase"
            >
              {t.menuTitle}
            </h2>
            <button
              type="button"
              onClick={onClose}
              {...invoke("close")}
              className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={t.menuTitle} className="mt-6 flex-1">
            <ul className="grid gap-1 sm:grid-cols-2 sm:gap-x-8">
              <MenuLinks onNavigate={() => setOpen(false)} />
            </ul>
          </nav>
          <div className="mt-8 flex items-center gap-3" role="group" aria-label={t.language}>
            {(["pl", "en"] as const).map((l) => {
              const href = pagePair?.[l] ?? pageUrl(pathname, l);
              return (
                <a
                  key={l}
                  href={href}
                  lang={l}
                  hrefLang={l}
                  aria-current={lang === l ? "true" : undefined}
                  onClick={switchTo(l, href)}
                  className={`inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-2 ring-white/60 ${
                    lang === l ? "bg-white text-navy-900" : "text-white hover:bg-white/10"
                  }`}
                >
                  <span aria-hidden="true">{l.toUpperCase()}</span>
                  <span className="sr-only">{l === "pl" ? t.polish : t.english}</span>
                </a>
              );
            })}
          </div>
        </div>
      </dialog>
    </>
  );
}

function MenuEntry({
  to,
  current,
  label,
  onClick,
}: {
  to: string;
  current: boolean;
  label: string;
  onClick: () => void;
}) {
  return (
    <li>
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        onClick={onClick}
        className={`block rounded-lg px-3 py-3 text-xl font-semibold sm:text-2xl ${
          current ? "bg-signal-600 text-white" : "text-white hover:bg-white/10"
        }`}
      >
        {label}
      </Link>
    </li>
  );
}

/** The menu's entries; the location pages, from the catalogue's rows, follow home (decision 400). */
function MenuLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useFrameMessages();
  const lang = useLang();
  const { pathname } = useLocation();
  const locations = useMenuLocations();
  // The page shown, whichever of its URLs: a Polish URL shown in English marks
  // the same entry as its English twin does.
  const polish = polishPathOf(pathname);
  return (
    <>
      {MENU_ROUTES.flatMap((r) => {
        const entry = (
          <MenuEntry
            key={r.to}
            to={pageUrl(r.to, lang)}
            current={polish === r.to}
            label={t.nav[r.key]}
            onClick={onNavigate}
          />
        );
        if (r.key !== "home") return [entry];
        return [
          entry,
          ...locations.map((l) => (
            <MenuEntry
              key={l.id}
              to={l.url}
              current={pathname === l.url || polish === l.urlPl}
              label={l.label}
              onClick={onNavigate}
            />
          )),
        ];
      })}
    </>
  );
}
