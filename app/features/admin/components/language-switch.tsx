import { chooseLanguage } from "~/lib/i18n/language-client";
import { LANGS } from "~/lib/i18n/lang";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { adminMessages } from "../messages";

/** PL / EN for the admin area: stores the choice and reloads, as on the public site (docs/product.md §4). */
export function LanguageSwitch({ tone = "light" }: { tone?: "light" | "dark" }) {
  const lang = useLang();
  const t = useMessages(adminMessages);
  const base = "min-h-11 min-w-11 rounded-full px-3 text-sm font-semibold";
  const idle =
    tone === "light" ? "text-white hover:bg-white/15" : "text-navy-900 hover:bg-slate-200";
  const active = tone === "light" ? "bg-white text-navy-900" : "bg-navy-900 text-white";
  return (
    <div role="group" aria-label={t.language} className="flex items-center gap-1">
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === lang}
          className={`${base} ${l === lang ? active : idle}`}
          onClick={() => l !== lang && chooseLanguage(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
