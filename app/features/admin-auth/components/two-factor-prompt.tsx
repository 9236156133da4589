import ShieldAlert from "lucide-react/icons/shield-alert";
import { useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";

/** The panel's prompt for an administrator without two-step sign-in (decision 190). */
export function TwoFactorPrompt({ href }: { href: string }) {
  const t = useMessages(accountMessages);
  return (
    <section aria-labelledby="two-factor-prompt-title" className="mb-6 flex flex-col gap-3 rounded-xl border-2 border-signal-500 bg-white p-4 shadow-sm sm:flex-row sm:items-center" data-testid="two-factor-prompt">
      <ShieldAlert aria-hidden="true" className="size-8 shrink-0 text-signal-600" />
      <div className="min-w-0 flex-1">
        <h2 id="two-factor-prompt-title" className="text-lg font-bold text-navy-900">
          {t.promptTitle}
        </h2>
        <p className="text-slate-700">{t.promptText}</p>
      </div>
      {/* A document load, so the panel opens on the Account tab. */}
      <a href={href} className="btn-primary shrink-0">
        {t.promptAction}
      </a>
    </section>
  );
}
