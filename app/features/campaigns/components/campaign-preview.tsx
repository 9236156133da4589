import { useEffect, useState } from "react";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { campaignsApi } from "../api/campaigns";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import { LANGUAGES, type CampaignForm } from "./campaign-form";

const PREVIEW_DELAY_MS = 400;

/** The e-mail as the subscribers get it, rendered by the server's campaign renderer, in a sandboxed frame. */
export function Preview({ form }: { form: CampaignForm }) {
  const t = useMessages(campaignMessages);
  const [lang, setLang] = useState<"pl" | "en">("pl");
  const [html, setHtml] = useState<string>("");
  const [subject, setSubject] = useState<string>("");
  const [failed, setFailed] = useState(false);
  const english = !!(form.subject_en.trim() && form.body_en.trim());
  const shown = lang === "en" && english ? "en" : "pl";
  const subj = shown === "en" ? form.subject_en : form.subject_pl;
  const body = shown === "en" ? form.body_en : form.body_pl;

  useEffect(() => {
    let live = true;
    const handle = setTimeout(() => {
      campaignsApi
        .preview(shown, subj, body)
        .then((p) => {
          if (!live) return;
          setHtml(p.html);
          setSubject(p.subject);
          setFailed(false);
        })
        .catch((err) => {
          if (redirectIfUnauthorised(err) || !live) return;
          setFailed(true);
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(handle);
    };
  }, [shown, subj, body]);

  const langName = lang === "pl" ? t.polish : t.english;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-navy-900">{t.previewTitle}</h3>
        <div
          role="group"
          aria-label={t.previewTitle}
          className="inline-flex rounded-full border-2 border-navy-800 p-0.5"
        >
          {LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              onClick={() => setLang(l)}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold ${lang === l ? "bg-navy-900 text-white" : "text-navy-900 hover:bg-slate-100"}`}
            >
              {l === "pl" ? t.polish : t.english}
            </button>
          ))}
        </div>
      </div>
      {lang === "en" && !english && (
        <p className="mt-2 text-sm text-slate-700">{t.previewEnFallback}</p>
      )}
      {failed && <p className="mt-2 text-sm text-red-800">{t.previewFailed}</p>}
      <p className="mt-2 truncate text-sm text-slate-700" data-testid="campaign-preview-subject">
        {subject}
      </p>
      <iframe
        title={t.previewFrame(langName)}
        sandbox=""
        srcDoc={html}
        className="mt-2 h-[28rem] w-full rounded-lg border border-slate-300 bg-white"
        data-testid="campaign-preview"
        data-lang={shown}
      />
    </div>
  );
}
