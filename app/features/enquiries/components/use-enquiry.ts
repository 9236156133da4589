import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { enquiriesApi } from "../api/enquiries";
import { useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import type { EnquiryDetail } from "../types";
import { errorText } from "./enquiry-error";

/** How often the thread is re-read while a reply is still in the mail queue, and for how long. */
const DELIVERY_POLL_MS = 3000;
const DELIVERY_POLL_TIMES = 10;

/** One enquiry (GET /api/admin/event-bookings/:id), re-read while a reply waits in the outbox. */
export function useEnquiry(id: number) {
  const t = useMessages(enquiryMessages);
  const [enquiry, setEnquiry] = useState<EnquiryDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const polls = useRef(0);

  const load = useCallback(() => {
    return enquiriesApi
      .get(id)
      .then((found) => {
        setEnquiry(found);
        setFailed(false);
      })
      .catch((err) => {
        if (redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, {
          description: errorText(err, t.detailFailed),
        });
      });
  }, [id, t]);

  useEffect(() => {
    void load();
  }, [load]);

  // A reply waiting in the outbox: re-read the thread until it is sent or failed.
  const waiting =
    enquiry?.thread.some((n) => n.delivery === "pending" || n.delivery === "sending") ?? false;
  useEffect(() => {
    if (!waiting || polls.current >= DELIVERY_POLL_TIMES) return;
    const timer = setTimeout(() => {
      polls.current++;
      void load();
    }, DELIVERY_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, enquiry, load]);

  return { enquiry, setEnquiry, failed, load };
}
