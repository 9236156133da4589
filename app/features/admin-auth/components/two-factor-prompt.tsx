import ShieldAlert from "lucide-react/icons/shield-alert";
import X from "lucide-react/icons/x";
import { useEffect, useState } from "react";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";

/** Where the browser remembers "not now" (a time, no personal data; decision 267). */
export const REMINDER_KEY = "two-factor-reminder-hidden-until";
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function hiddenNow(): boolean {
  try {
    return Number(localStorage.getItem(REMINDER_KEY) ?? 0) > Date.now();
  } catch {
    return false;
  }
}

/**
 * The panel's reminder for an administrator without two-step sign-in (decisions 190 and 267): one
 * compact line above the tabs, "not now" hides it for a week in this browser. The Account tab,
 * where it is turned on, never shows it.
 */
export function TwoFactorPrompt({ href }: { href: string }) {
  const t = useMessages(accountMessages);
  // Shown once the browser has read the stored choice, so a dismissed reminder never flashes.
  const [visible, setVisible] = useState(false);
  useEffect(() => setVisible(!hiddenNow()), []);
  if (!visible) return null;

  function dismiss() {
    try {
      localStorage.setItem(REMINDER_KEY, String(Date.now() + WEEK_MS));
    } catch {
      // Storage refused: it is hidden until the next load.
    }
    setVisible(false);
  }

  return (
    <section
      aria-label={t.promptTitle}
      className="mb-4 flex items-center gap-2 rounded-xl border border-signal-500 bg-white py-1.5 pr-1 pl-3 text-sm shadow-sm"
      data-testid="two-factor-prompt"
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-signal-600" />
      <p className="min-w-0 flex-1 text-slate-800">
        {t.promptShort} {/* A document load, so the panel opens on the Account tab. */}
        <a href={href} className="link font-semibold">
          {t.promptTurnOn}
        </a>
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-slate-700 hover:bg-slate-100"
        aria-label={t.promptDismissLabel}
      >
        <X aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t.promptDismiss}</span>
      </button>
    </section>
  );
}
