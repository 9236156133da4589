import { useCallback, useEffect, useRef, useState } from "react";
import { redirectIfUnauthorised } from "~/lib/admin-api-client";
import { campaignsApi } from "../api/campaigns";
import type { CampaignDetail } from "../types";

const POLL_MS = 1000;

/**
 * One campaign from GET /api/admin/campaigns/:id (`offset` pages its recipients), followed every
 * second while it is scheduled or sending; `follow()` starts following again after an action.
 * `onSent` runs once it has been sent.
 */
export function useCampaign(id: number | null, offset: number, onSent: () => void) {
  const [campaign, setCampaign] = useState<CampaignDetail | null>(null);
  const [tick, setTick] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (id === null) return;
    let live = true;
    const poll = async () => {
      try {
        const c = await campaignsApi.get(id, offset);
        if (!live) return;
        setCampaign(c);
        if (c.status === "sending" || c.status === "scheduled")
          timer.current = setTimeout(poll, POLL_MS);
        else if (c.status === "sent") onSent();
      } catch (err) {
        if (redirectIfUnauthorised(err) || !live) return;
        timer.current = setTimeout(poll, POLL_MS * 3);
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [id, offset, tick, onSent]);

  const follow = useCallback(() => setTick((n) => n + 1), []);
  return { campaign, setCampaign, follow };
}
