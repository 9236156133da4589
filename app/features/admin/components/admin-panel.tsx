import * as Tabs from "@radix-ui/react-tabs";
import ChevronDown from "lucide-react/icons/chevron-down";
import LogOut from "lucide-react/icons/log-out";
import { IconButton } from "~/components/ui/icon-button";
import { UnsavedChangesProvider, useLeaveGuard } from "~/components/ui/unsaved-changes";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { useMessages } from "~/lib/i18n/use-lang";
import { adminMessages } from "../messages";
import { LanguageSwitch } from "./language-switch";
import { Spinner } from "~/components/ui/spinner";

type AuthState = "checking" | "admin";

/** One tab of the panel; the route module composes them from the features that own them. */
export interface AdminTab {
  value: string;
  label: string;
  /** Shown after the label, e.g. an unread count. */
  badge?: ReactNode;
  content: ReactNode;
}

/** The tab in the address (?tab=), so a reload or a shared link opens the same tab. */
function useTabInAddress(tabs: AdminTab[]): [string, (value: string) => void] {
  const first = tabs[0]?.value ?? "";
  const [tab, setTab] = useState(() => {
    if (typeof window === "undefined") return first;
    const wanted = new URLSearchParams(window.location.search).get("tab");
    return tabs.some((t) => t.value === wanted) ? wanted! : first;
  });
  function change(value: string) {
    setTab(value);
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    // Not a navigation: switching tabs must not re-run the route's loader.
    window.history.replaceState(window.history.state, "", url);
  }
  return [tab, change];
}

/**
 * docs/product.md §2 panel. The server already refused anyone but an administrator; the browser re-checks
 * at start (docs/product.md §4) and leaves for the login page, replacing history, if the role is gone.
 */
export function AdminPanel(props: AdminPanelProps) {
  return (
    <UnsavedChangesProvider>
      <AdminPanelView {...props} />
    </UnsavedChangesProvider>
  );
}

interface AdminPanelProps {
  email: string;
  tabs: AdminTab[];
  /** Shown above the tabs, e.g. a security reminder; a function gets the open tab. */
  notice?: ReactNode | ((tab: string) => ReactNode);
}

/** The panel itself; a change of tab or signing out asks first while a form holds unsaved edits. */
function AdminPanelView({ email, tabs, notice }: AdminPanelProps) {
  const guard = useLeaveGuard();
  const t = useMessages(adminMessages);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [auth, setAuth] = useState<AuthState>("checking");
  const [signingOut, setSigningOut] = useState(false);
  const [tab, setTab] = useTabInAddress(tabs);
  // On a phone the tabs are a menu under one button (however many tabs there are); wider, a row.
  const [menuOpen, setMenuOpen] = useState(false);
  const current = tabs.find((x) => x.value === tab) ?? tabs[0];

  useEffect(() => {
    let live = true;
    fetch("/api/admin/me", {
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    })
      .then(async (res) => {
        const body = (await res.json().catch(() => ({}))) as {
          isAdmin?: boolean;
        };
        if (!live) return;
        if (res.ok && body.isAdmin) setAuth("admin");
        else
          navigate(`/admin/login?redirectTo=${encodeURIComponent("/admin")}`, {
            replace: true,
          });
      })
      .catch(() => {
        // A network failure is not a sign-out: keep the server-verified panel.
        if (live) setAuth("admin");
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  async function signOut() {
    setSigningOut(true);
    try {
      await fetch("/api/auth/sign-out", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
    } finally {
      navigate("/admin/login", { replace: true });
    }
  }

  // A navigation within the panel (a tab opening an item: only the query string changes) keeps it on screen.
  const leaving =
    navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  if (auth === "checking" || leaving) {
    return (
      <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-100">
        <Spinner label={t.loading} />
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="bg-navy-900 text-white">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-4">
          <div className="min-w-0">
            <h1 className="text-xl font-bold sm:text-2xl">{t.title}</h1>
            <p className="truncate text-sm text-river-100" data-testid="admin-greeting">
              {t.greeting(email)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <IconButton
              icon={LogOut}
              onClick={() => guard(signOut)}
              disabled={signingOut}
              className="btn-light min-h-11 px-4 py-2 text-sm"
            >
              {signingOut ? t.loggingOut : t.logout}
            </IconButton>
          </div>
        </div>
      </header>
      <main id="main" className="container-page flex-1 py-6">
        {typeof notice === "function" ? notice(tab) : notice}
        <Tabs.Root
          value={tab}
          onValueChange={(value) =>
            guard(() => {
              setTab(value);
              setMenuOpen(false);
            })
          }
        >
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="admin-tabs"
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="admin-tabs-menu"
            className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl bg-white px-4 py-2 text-left font-semibold text-navy-900 shadow-sm sm:hidden"
          >
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {t.tabsMenu}
              </span>
              <span className="flex items-center gap-2 truncate text-base">
                {current?.label}
                {current?.badge}
              </span>
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 shrink-0 transition-transform ${menuOpen ? "rotate-180" : ""}`}
            />
          </button>
          <Tabs.List
            id="admin-tabs"
            aria-label={t.tabsLabel}
            // A phone: a menu of full-width rows under the button, closed once a tab is chosen.
            // Wider: every tab in view, in a grid of equal columns, so however many the route
            // composes the rows line up (a wrapped flex row stretched its last two tabs apart).
            className={`${menuOpen ? "mt-2 flex" : "hidden"} flex-col gap-1 rounded-xl bg-white p-1 shadow-sm sm:mt-0 sm:grid sm:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))]`}
          >
            {tabs.map(({ value, label, badge }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex min-h-11 items-center justify-start gap-2 rounded-lg px-3 py-2 text-base font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 data-[state=active]:bg-navy-900 data-[state=active]:text-white sm:justify-center"
              >
                {label}
                {badge}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ value, content }) => (
            <Tabs.Content key={value} value={value} className="mt-6">
              {content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-700">
        {t.footer}
      </footer>
    </div>
  );
}
