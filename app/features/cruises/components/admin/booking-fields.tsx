import { AdminField, AdminInput, adminControl } from "~/components/ui/admin-field";
import { useMessages } from "~/lib/i18n/use-lang";
import { cruisesAdminMessages } from "../../admin-messages";
import type { BookingChannelId } from "../../model";

export interface BookingDraft {
  channel: BookingChannelId;
  itemId: string;
}

/** How a cruise is booked: channel, and the provider's item number for the provider channel. */
export function BookingFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: BookingDraft;
  onChange: (v: BookingDraft) => void;
  errors: Record<string, string | undefined>;
}) {
  const t = useMessages(cruisesAdminMessages);
  return (
    <>
      <AdminField id={`${idPrefix}-channel`} label={t.booking} error={errors["booking.channel"]}>
        {(aria) => (
          <select
            {...aria}
            value={value.channel}
            onChange={(e) => onChange({ ...value, channel: e.target.value as BookingChannelId })}
            className={adminControl}
          >
            <option value="provider">{t.channelProvider}</option>
            <option value="phone">{t.channelPhone}</option>
            <option value="enquiry">{t.channelEnquiry}</option>
          </select>
        )}
      </AdminField>
      {value.channel === "provider" ? (
        <AdminInput
          id={`${idPrefix}-item`}
          label={t.itemId}
          error={errors["booking.itemId"]}
          inputMode="numeric"
          value={value.itemId}
          onChange={(e) => onChange({ ...value, itemId: e.target.value })}
        />
      ) : null}
    </>
  );
}
