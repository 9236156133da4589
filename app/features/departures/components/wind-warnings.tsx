import Wind from "lucide-react/icons/wind";
import { useEffect, useState } from "react";
import { adminFetch } from "~/lib/admin-api-client";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { departuresMessages } from "../messages";
import type { ProviderItemState } from "../departures.server";
import { addDays, warsawDay, warsawInstant } from "../warsaw-time";
import type { WindWarning } from "../wind";
import { cancelNotice, fill, shortDate, windLine } from "../wind-text";

/** The warnings the operator hid this session (their locations and days). */
const DISMISS_KEY = "rib-wind-warning-dismissed";

interface Answer {
  warnings: WindWarning[];
  provider: { provider: string; configured: boolean; items: ProviderItemState[] };
  now: string;
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
  // Hidden until the warnings change (issue 45, item 11: on every tab until dismissed).
  const [dismissed, setDismissed] = useState<string | null>(() => {
    try {
      return window.sessionStorage.getItem(DISMISS_KEY);
    } catch {
      return null;
    }
  });
  useEffect(() => {
    let live = true;
    adminFetch<Answer>("/api/admin/wind-warnings")
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
  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISS_KEY, signature);
    } catch {
      /* storage may be off: hidden until the next load */
    }
    setDismissed(signature);
  }

  /** Takes the notice that button put up off the site again. */
  async function undo(w: WindWarning) {
    const key = `${w.location}:${w.day}`;
    setDone((d) => ({ ...d, [key]: "busy" }));
    try {
      await adminFetch(`/api/admin/notices/${w.location}`, { method: "DELETE" });
      setDone((d) => ({ ...d, [key]: "undone" }));
    } catch {
      setDone((d) => ({ ...d, [key]: "failed" }));
    }
  }

  async function cancel(w: WindWarning) {
    const key = `${w.location}:${w.day}`;
    setDone((d) => ({ ...d, [key]: "busy" }));
    try {
      await adminFetch(`/api/admin/notices/${w.location}`, {
        method: "PUT",
        body: {
          kind: "cancelled",
          message_pl: cancelNotice(w, "pl"),
          message_en: cancelNotice(w, "en"),
          from: new Date(warsawInstant(w.day, "00:00")).toISOString(),
          until: new Date(warsawInstant(addDays(w.day, 1), "00:00")).toISOString(),
        },
      });
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
                          where: t.wind.where[w.location],
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
