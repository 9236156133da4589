import CalendarClock from "lucide-react/icons/calendar-clock";
import FlaskConical from "lucide-react/icons/flask-conical";
import Send from "lucide-react/icons/send";
import { useState } from "react";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { campaignsApi, type TestSent } from "../api/campaigns";
import { campaignMessages } from "../messages";
import type { CampaignDetail } from "../types";
import { formatWarsaw } from "../warsaw-time";
import { Field, INPUT } from "./campaign-field";

/** A campaign action: its name, the call it makes (by campaign id) and the toast. */
export type CampaignAction = (
  kind: string,
  call: (id: number) => Promise<CampaignDetail | TestSent>,
  success: string,
) => Promise<void>;

/** "Wyślij test na mój adres": both language versions to the signed-in administrator only. */
export function TestCard({
  adminEmail,
  busy,
  ready,
  act,
}: {
  adminEmail: string;
  busy: string | null;
  ready: boolean;
  act: CampaignAction;
}) {
  const t = useMessages(campaignMessages);
  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-bold text-navy-900">{t.testTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">{t.testHelp(adminEmail)}</p>
      <IconButton
        icon={FlaskConical}
        className="btn-secondary mt-3 w-full sm:w-auto"
        disabled={busy !== null || !ready}
        onClick={() => void act("test", campaignsApi.test, t.testSent)}
      >
        {busy === "test" ? t.testSending : t.testSend}
      </IconButton>
    </div>
  );
}

/** Send now (confirmed), schedule for a time, or cancel a schedule. */
export function SendCard({
  status,
  scheduledAt,
  audienceTotal,
  busy,
  ready,
  when,
  whenError,
  onWhen,
  act,
}: {
  status: string;
  scheduledAt: string | null;
  audienceTotal: number;
  busy: string | null;
  ready: boolean;
  when: string;
  whenError?: string;
  onWhen: (value: string) => void;
  act: CampaignAction;
}) {
  const t = useMessages(campaignMessages);
  const lang = useLang();
  const [confirming, setConfirming] = useState(false);
  const send = async () => {
    await act("send", (cid) => campaignsApi.send(cid), t.sendStarted);
    setConfirming(false);
  };
  return (
    <div className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-bold text-navy-900">{t.sendTitle}</h3>
      {status === "scheduled" && scheduledAt && (
        <p className="mt-1 text-sm font-semibold text-navy-900" data-testid="campaign-scheduled">
          {t.scheduledFor(formatWarsaw(scheduledAt, lang))}
        </p>
      )}
      {!confirming ? (
        <IconButton
          icon={Send}
          className="btn-primary mt-3 w-full sm:w-auto"
          disabled={busy !== null || audienceTotal === 0 || !ready}
          onClick={() => setConfirming(true)}
        >
          {t.sendNow}
        </IconButton>
      ) : (
        <div
          role="group"
          aria-labelledby="campaign-confirm"
          className="mt-3 rounded-lg bg-amber-50 p-3"
        >
          <p id="campaign-confirm" className="text-sm font-semibold text-navy-900">
            {t.sendNowConfirm(audienceTotal)}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              autoFocus
              disabled={busy !== null}
              onClick={() => void send()}
            >
              {t.confirm}
            </button>
            <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
              {t.cancelDialog}
            </button>
          </div>
        </div>
      )}
      <Field id="campaign-when" label={t.scheduleAt} error={whenError}>
        {(aria) => (
          <input
            {...aria}
            type="datetime-local"
            className={INPUT}
            value={when}
            onChange={(e) => onWhen(e.target.value)}
          />
        )}
      </Field>
      <div className="mt-3 flex flex-wrap gap-2">
        <IconButton
          icon={CalendarClock}
          className="btn-secondary w-full sm:w-auto"
          disabled={busy !== null || !when || !ready}
          onClick={() =>
            void act("schedule", (cid) => campaignsApi.send(cid, when), t.scheduledToast)
          }
        >
          {t.schedule}
        </IconButton>
        {status === "scheduled" && (
          <button
            type="button"
            className={`${dangerButton} w-full sm:w-auto`}
            disabled={busy !== null}
            onClick={() => void act("cancel", campaignsApi.cancel, t.cancelled)}
          >
            {t.cancelSchedule}
          </button>
        )}
      </div>
    </div>
  );
}
