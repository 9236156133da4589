import ArrowLeft from "lucide-react/icons/arrow-left";
import { PanelHeading } from "~/components/ui/panel-card";
import { IconButton } from "~/components/ui/icon-button";
import { useEffect, useRef } from "react";
import { Spinner } from "~/components/ui/spinner";
import { formatDay, formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import type { EnquiryDetail } from "../types";
import { StatusPill } from "./status-pill";
import { useLeaveGuard } from "~/components/ui/unsaved-changes";
import { ReplyForm } from "./reply-form";
import { StatusForm } from "./status-form";
import { EnquiryThread } from "./enquiry-thread";
import { useEnquiry } from "./use-enquiry";

/** One enquiry: every field the visitor sent, its status, the thread of notes and replies. */
export function EnquiryDetailView({
  id,
  onBack,
  onChanged,
  focusOnOpen,
}: {
  id: number;
  onBack: () => void;
  onChanged: () => void;
  focusOnOpen: boolean;
}) {
  const t = useMessages(enquiryMessages);
  const lang = useLang();
  const { enquiry, setEnquiry, failed, load } = useEnquiry(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const guard = useLeaveGuard();

  // Opened from the list: move focus to the detail (on a phone the list is gone).
  const loaded = enquiry !== null;
  useEffect(() => {
    if (loaded && focusOnOpen) heading.current?.focus();
  }, [loaded, focusOnOpen]);

  const back = (
    <IconButton
      icon={ArrowLeft}
      onClick={() => guard(onBack)}
      className="btn-secondary min-h-11 px-4 py-2 text-sm lg:hidden"
    >
      {t.back}
    </IconButton>
  );

  if (failed && !enquiry)
    return (
      <div className="space-y-4">
        {back}
        <p className="rounded-xl bg-white p-6 text-slate-700">{t.detailFailed}</p>
      </div>
    );
  if (!enquiry)
    return (
      <div className="space-y-4">
        {back}
        <Spinner label={t.loading} />
      </div>
    );

  const updated = (e: EnquiryDetail) => {
    setEnquiry(e);
    onChanged();
  };

  return (
    <article aria-labelledby="enquiry-title" className="space-y-4" data-enquiry-id={enquiry.id}>
      {back}
      <section className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PanelHeading id="enquiry-title" ref={heading}>
            {t.detailTitle(enquiry.id)}
          </PanelHeading>
          <StatusPill status={enquiry.status} label={t.statuses[enquiry.status]} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {enquiry.cruise ? (
            <Field
              label={t.fields.cruise}
              value={
                enquiry.cruise[`location_${lang}`]
                  ? `${enquiry.cruise[`name_${lang}`]} (${enquiry.cruise[`location_${lang}`]})`
                  : enquiry.cruise[`name_${lang}`]
              }
            />
          ) : null}
          <Field label={t.fields.name} value={enquiry.name} />
          <Field
            label={t.fields.email}
            value={
              <a className="link break-all" href={`mailto:${enquiry.email}`}>
                {enquiry.email}
              </a>
            }
          />
          <Field
            label={t.fields.phone}
            value={
              <a className="link" href={`tel:${enquiry.phone.replace(/[^\d+]/g, "")}`}>
                {enquiry.phone}
              </a>
            }
          />
          <Field
            label={enquiry.cruise ? t.fields.cruiseDate : t.fields.eventDate}
            value={formatDay(enquiry.event_date, lang)}
          />
          <Field label={t.fields.time} value={`${enquiry.time_from}–${enquiry.time_to}`} />
          <Field
            label={t.fields.language}
            value={t.languages[enquiry.language] ?? enquiry.language}
          />
          <Field
            label={t.fields.received}
            value={
              <time dateTime={enquiry.created_at}>
                {formatWarsawDateTime(enquiry.created_at, lang)}
              </time>
            }
          />
          <Field
            label={t.fields.operatorEmail}
            value={
              <span data-testid="operator-email">
                {t.operatorEmail[enquiry.operator_email ?? "none"]}
              </span>
            }
          />
          <div className="sm:col-span-2">
            <dt className="text-sm font-semibold text-slate-700">{t.fields.description}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-slate-900">
              {enquiry.description}
            </dd>
          </div>
        </dl>
      </section>

      <StatusForm key={enquiry.status} enquiry={enquiry} onSaved={updated} />

      <EnquiryThread enquiry={enquiry} onSaved={updated} />

      <ReplyForm enquiry={enquiry} onSent={() => void load().then(onChanged)} />
    </article>
  );
}

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
    </div>
  );
}
