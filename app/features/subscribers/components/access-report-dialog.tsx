import LoaderCircle from "lucide-react/icons/loader-circle";
import { DownloadLink } from "~/components/ui/icon-button";
import { useEffect, useState, type ReactNode } from "react";
import { FormDialog } from "~/components/ui/form-dialog";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { subscribersMessages } from "../messages";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { subscribersApi } from "../api/subscribers";
import type { AccessReport, SubscriberItem } from "../types";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,9rem)_1fr] gap-2 py-1.5 text-sm">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-navy-900">{children}</dd>
    </div>
  );
}

/** One part of the report under its heading. */
function ReportSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-bold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A part of the report that lists records (e-mails, enquiries), with their count in the heading. */
function ReportList<T extends { id: number | string }>({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <ReportSection id={id} title={`${title} (${items.length})`}>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg bg-slate-100 p-3 text-sm">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}

/**
 * The access report of one subscriber (a GDPR access request): their row, the consent record,
 * the e-mails sent to the address and event enquiries from it, with a JSON download.
 */
export function AccessReportDialog({
  subscriber,
  onClose,
}: {
  subscriber: SubscriberItem;
  onClose: () => void;
}) {
  const t = useMessages(subscribersMessages);
  const lang = useLang();
  const [data, setData] = useState<AccessReport | null>(null);
  const [failed, setFailed] = useState(false);
  const when = (iso: string | null | undefined) => (iso ? formatWarsawDateTime(iso, lang) : t.none);

  useEffect(() => {
    let live = true;
    subscribersApi
      .accessReport(subscriber.id)
      .then((r) => live && setData(r))
      .catch((err) => {
        if (!live || redirectIfUnauthorised(err)) return;
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [subscriber.id]);

  const row = data?.report.subscriber;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.reportTitle}
      description={t.reportDescription(subscriber.email)}
      closeLabel={t.close}
    >
      {failed ? (
        <p className="rounded-lg bg-red-50 p-3 text-red-800">{t.reportFailed}</p>
      ) : !data ? (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          <LoaderCircle
            aria-hidden="true"
            className="size-5 animate-spin text-river-600 motion-reduce:animate-none"
          />
          {t.reportLoading}
        </p>
      ) : (
        <div className="space-y-5" data-testid="access-report">
          <DownloadLink
            href={`/api/admin/subscribers/${subscriber.id}?download=1`}
            className="btn-primary w-full sm:w-auto"
          >
            {t.downloadJson}
          </DownloadLink>
          {row && (
            <ReportSection id="report-subscriber" title={t.sectionSubscriber}>
              <dl className="mt-1 divide-y divide-slate-100">
                <Field label={t.fieldName}>{row.name}</Field>
                <Field label={t.fieldEmail}>{row.email}</Field>
                <Field label={t.fieldPhone}>{row.phone ?? t.none}</Field>
                <Field label={t.fieldRegion}>
                  {row.region ? (t.regions[row.region] ?? row.region) : t.noRegion}
                </Field>
                <Field label={t.fieldLanguage}>{t.languages[row.language] ?? row.language}</Field>
                <Field label={t.fieldStatus}>{row.isActive ? t.active : t.inactive}</Field>
                <Field label={t.fieldSubscribedAt}>{when(row.subscribedAt)}</Field>
                <Field label={t.fieldUnsubscribedAt}>{when(row.unsubscribedAt)}</Field>
                <Field label={t.fieldWhatsapp}>{row.whatsappGroup ? t.yes : t.no}</Field>
              </dl>
            </ReportSection>
          )}
          {row && (
            <ReportSection id="report-consent" title={t.sectionConsent}>
              <dl className="mt-1 divide-y divide-slate-100">
                <Field label={t.fieldConsentAt}>{when(row.consentAt)}</Field>
                <Field label={t.fieldConsentVersion}>{row.consentVersion ?? t.none}</Field>
              </dl>
            </ReportSection>
          )}
          <ReportList
            id="report-messages"
            title={t.sectionMessages}
            empty={t.noMessages}
            items={data.report.messages}
          >
            {(m) => (
              <>
                <p className="font-semibold break-words text-navy-900">{m.subject}</p>
                <p className="text-slate-700">
                  {t.messageLine(
                    t.mailKinds[m.kind] ?? m.kind,
                    t.mailStatuses[m.status] ?? m.status,
                  )}{" "}
                  · {m.sentAt ? t.sentAt(when(m.sentAt)) : t.queuedAt(when(m.createdAt))}
                </p>
              </>
            )}
          </ReportList>
          <ReportList
            id="report-bookings"
            title={t.sectionBookings}
            empty={t.noBookings}
            items={data.report.eventBookings}
          >
            {(b) => (
              <>
                <p className="font-semibold text-navy-900">
                  {t.bookingLine(b.eventDate, b.timeFrom, b.timeTo)}
                </p>
                <p className="text-slate-700">
                  {b.name} · {b.phone} · {when(b.createdAt)}
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-slate-800">
                  {b.description}
                </p>
              </>
            )}
          </ReportList>
        </div>
      )}
    </FormDialog>
  );
}
