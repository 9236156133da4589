import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { enquiriesApi } from "../api/enquiries";
import { useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import type { EnquiryList } from "../types";
import { queryOf, type Filters } from "./enquiry-address";

/** One page of the enquiries for `filters` (GET /api/admin/event-bookings); `onUnread` gets the unread count. */
export function useEnquiryList(filters: Filters, page: number, onUnread: (n: number) => void) {
  const t = useMessages(enquiryMessages);
  const [list, setList] = useState<EnquiryList | null>(null);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  // On a phone the filters fold away below the list (decision 263); on a desk they stay open above it.

  useEffect(() => {
    let live = true;
    enquiriesApi
      .list(queryOf(filters, page))
      .then((r) => {
        if (!live) return;
        setList(r);
        setFailed(false);
        onUnread(r.unread);
      })
      .catch((err) => {
        if (!live || redirectIfUnauthorised(err)) return;
        setFailed(true);
        toast.error(t.errorTitle, {
          description: err instanceof Error && err.message ? err.message : t.loadFailed,
        });
      });
    return () => {
      live = false;
    };
  }, [filters, page, reloads, onUnread, t]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { list, failed, reload };
}
