import LogOut from "lucide-react/icons/log-out";
import { IconButton } from "~/components/ui/icon-button";
import { useFormCall } from "~/components/ui/use-form-call";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { accountMessages } from "../messages";
import { Card } from "./account-kit";
import { accountApi, type SessionRow } from "../api/account";
import { summariseUserAgent } from "./user-agent";

/** The signed-in devices, and signing out every other one. */
export function SessionsSection({
  sessions,
  onChanged,
}: {
  sessions: SessionRow[];
  onChanged: () => void;
}) {
  const t = useMessages(accountMessages);
  const lang = useLang();
  const { busy, run } = useFormCall();
  const others = sessions.filter((s) => !s.current).length;

  async function signOutOthers() {
    let ended = 0;
    await run(
      async () => {
        ended = await accountApi.endOtherSessions();
        onChanged();
      },
      { success: () => t.signedOutOthers(ended) },
    );
  }

  return (
    <Card
      id="account-sessions-title"
      title={t.sessionsHeading}
      icon={LogOut}
      intro={t.sessionsIntro}
    >
      <ul className="mt-3 space-y-2" data-testid="sessions">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="rounded-lg bg-slate-100 p-3 text-sm"
            data-current={s.current || undefined}
          >
            <p className="font-semibold text-navy-900">
              {summariseUserAgent(s.userAgent) ?? t.unknownDevice}
              {s.current && (
                <span className="ml-2 rounded-full bg-river-100 px-2 py-0.5 text-xs font-bold text-navy-900">
                  {t.thisDevice}
                </span>
              )}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-slate-700">
              <dt>{t.sessionCreated}</dt>
              <dd>{formatWarsawDateTime(s.createdAt, lang)}</dd>
              <dt>{t.sessionLastActive}</dt>
              <dd>{formatWarsawDateTime(s.lastActiveAt, lang)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      {others === 0 && <p className="mt-3 text-sm text-slate-700">{t.noOtherSessions}</p>}
      <IconButton
        icon={LogOut}
        className="btn-secondary mt-4 w-full sm:w-auto"
        onClick={signOutOthers}
        disabled={busy || others === 0}
      >
        {t.signOutOthers}
      </IconButton>
    </Card>
  );
}
