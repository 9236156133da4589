import Check from "lucide-react/icons/check";
import type { CruiseCardData } from "../public-view";
import { useCruiseCopy } from "../copy";
import { BookingButton, PhoneButton } from "./booking-button";
import { ClosingCta, CruiseSection, WhatsAppButton } from "./cruise-blocks";

/**
 * The end of Warsaw's page: how a cruise goes, the English page's travel tips, and the closing
 * call to book (sections of Warsaw's page, decision 400).
 */
export function WarsawClosingSections({
  locationId,
  refName,
  tips,
  ticket,
}: {
  /** The location row's id: the phone and booking clicks are tracked at it. */
  locationId: string;
  refName: string;
  tips: boolean;
  ticket: CruiseCardData | undefined;
}) {
  const w = useCruiseCopy().warsaw;
  return (
    <>
      <CruiseSection
        deferred
        headingId="timeline-heading"
        title={w.timelineHeading}
        className="below-fold py-16 sm:py-20"
      >
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {w.timeline.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-river-50 p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </CruiseSection>

      {tips ? (
        <CruiseSection
          deferred
          headingId="tips-heading"
          title={w.tipsHeading}
          className="below-fold bg-slate-50 py-16 sm:py-20"
        >
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {w.tips.map((tip) => (
              <div
                key={tip.title}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="flex items-center gap-2 text-lg font-bold text-navy-900">
                  <Check aria-hidden="true" className="size-5 text-river-600" />
                  {tip.title}
                </h3>
                <p className="mt-2 text-slate-700">{tip.text}</p>
              </div>
            ))}
          </div>
        </CruiseSection>
      ) : null}

      <ClosingCta
        deferred
        id="warsaw-cta"
        title={w.ctaTitle}
        text={w.ctaText}
        actions={
          <>
            {!ticket?.bookFrom ? (
              <BookingButton
                item="ticket20"
                refName={refName}
                location={locationId}
                label={w.ctaBook}
              />
            ) : null}
            <PhoneButton location={locationId} className="btn-light" />
            <WhatsAppButton message={w.whatsappText} />
          </>
        }
      />
    </>
  );
}
