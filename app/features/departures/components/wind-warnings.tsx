import Wind from "lucide-react/icons/wind";
import { useEffect, useState } from "react";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { windWarningsApi, type WindWarningsAnswer } from "../api/wind-warnings";
import { departuresMessages } from "../messages";
import type { ProviderItemState } from "../departures.server";
import { warsawDay } from "../warsaw-time";
import type { WindWarning } from "../wind";
import { fill, shortDate, whereOf, windLine } from "../wind-text";

/** The warnings the operator hid this session (their locations and days). */
const DISMISS_KEY = "rib-wind-warning-dismissed";

type Answer = WindWarningsAnswer;

/**
 * Which warnings the operator hid this session (their signature), and how to hide them: hidden
 * until the warnings change (issue 45, item 11: on every tab until dismissed).
 */
function useDismissed(): [string | null, (signature: string) => void] {
  const [dismissed, setDismissed] = useState<string | null>(() => {
    try {
      return window.sessionStorage.getItem(DISMISS_KEY);
    } catch {
      return null;
    }
  });
  const hide = (signature: string) => {
    try {
      window.sessionStorage.setItem(DISMISS_KEY, signature);
    } catch {
      /* storage may be off: hidden until the next load */
    }
    setDismissed(signature);
  };
  return [dismissed, hide];
}

/**
 * The panel's first screen (issue 35): a line per location and day whose departures cross the
 * wind limit, each with one button that puts the "cruises cancelled" notice on that location's
 * pages for that day; and the booking provider's state (keys set or not, last fetch, last error).
 */
export function WindWarnings({ showProvider }: { showProvider: boolean }) {
  const t = useMessages(departuresMessages);
  const lang = useLang();
  const [data, setData] = useState<Answer | null>(null);
  const [done, setDone] = useState<Record<string, "ok" | "failed" | "busy" | "undone">>({});
  const [dismissed, hide] = useDismissed();
  useEffect(() => {
    let live = true;
    windWarningsApi
      .list()
      .then((d) => live && setData(d))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  if (!data) return null;
  const today = warsawDay(new Date(data.now));
  const signature = data.warnings.map((w) => `${w.location}:${w.day}`).join(",");
  const hidden = dismissed === signature;
  const dismiss = () => hide(signature);

  /** Takes the notice that button put up off the site again. */
  async function undo(w: WindWarning) {
    const key = `${w.location}:${w.day}`;
    setDone((d) => ({ ...d, [key]: "busy" }));
    try {
      await windWarningsApi.undoCancel(w);
      setDone((d) => ({ ...d, [key]: "undone" }));
    } catch {
      setDone((d) => ({ ...d, [key]: "failed" }));
    }
  }

  async function cancel(w: WindWarning) {
    const key = `${w.location}:${w.day}`;
    setDone((d) => ({ ...d, [key]: "busy" }));
    try {
      await windWarningsApi.cancelDay(w);
      setDone((d) => ({ ...d, [key]: "ok" }));
    } catch {
      setDone((d) => ({ ...d, [key]: "failed" }));
    }
  }

  const p = data.provider;
  const last = p.items.reduce<ProviderItemState | null>(
    (a, b) => (!a || (b.attemptedAt ?? "") > (a.attemptedAt ?? "") ? b : a),
    null,
  );
  const lastSuccess = p.items
    .map((i) => i.fetchedAt)
    .filter((x): x is string => Boolean(x))
    .sort()
    .at(-1);
  return (
    <div className="space-y-3">
      {data.warnings.length && !hidden ? (
        <section
          aria-labelledby="wind-heading"
          className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <h2 id="wind-heading" className="flex items-center gap-2 font-bold text-amber-900">
            <Wind aria-hidden="true" className="size-5" />
            {t.wind.heading}
          </h2>
          <ul className="mt-2 space-y-3">
            {data.warnings.map((w) => {
              const state = done[`${w.location}:${w.day}`];
              return (
                <li
                  key={`${w.location}:${w.day}`}
                  className="flex flex-wrap items-center gap-3"
                  data-wind-warning={w.location}
                >
                  <span className="font-semibold text-slate-900">{windLine(w, lang, today)}</span>
                  {state === "ok" ? (
                    <>
                      <span role="status" className="text-emerald-800">
                        {t.wind.cancelled}
                      </span>
                      <button
                        type="button"
                        className="btn-secondary min-h-11"
                        onClick={() => void undo(w)}
                      >
                        {t.wind.undo}
                      </button>
                    </>
                  ) : (
                    <>
                      {state === "undone" ? (
                        <span role="status" className="text-slate-800">
                          {t.wind.undone}
                        </span>
                      ) : null}
                      <button
                        type="button"
                        className="btn-primary min-h-11"
                        disabled={state === "busy"}
                        onClick={() => void cancel(w)}
                      >
                        {fill(t.wind.cancel, {
                          where: whereOf(w, lang),
                          date: shortDate(w.day, lang),
                        })}
                      </button>
                    </>
                  )}
                  {state === "failed" ? (
                    <span role="alert" className="text-signal-600">
                      {t.wind.failed}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-sm text-slate-700">{t.wind.note}</p>
          <button type="button" className="btn-secondary mt-3 min-h-11" onClick={dismiss}>
            {t.wind.dismiss}
          </button>
        </section>
      ) : null}
      {showProvider ? (
        <p className="text-sm text-slate-700" data-provider-state={p.configured ? "on" : "off"}>
          <strong>{t.provider.heading}</strong> ({p.provider}): {t.provider.keys}{" "}
          {p.configured ? t.provider.set : t.provider.notSet}
          {p.configured ? (
            <>
              {" · "}
              {t.provider.lastSuccess}:{" "}
              {lastSuccess ? formatWarsawDateTime(lastSuccess, lang) : t.provider.never}
              {last?.lastError ? (
                <>
                  {" · "}
                  {t.provider.lastError}: {last.lastError}
                  {last.lastErrorAt ? ` (${formatWarsawDateTime(last.lastErrorAt, lang)})` : ""}
                </>
              ) : null}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
