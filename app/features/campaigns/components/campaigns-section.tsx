import ArrowLeft from "lucide-react/icons/arrow-left";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { IconButton } from "~/components/ui/icon-button";
import { useMessages } from "~/lib/i18n/use-lang";
import { campaignMessages } from "../messages";
import { useCampaignList } from "../api/campaigns";
import { CampaignEditor } from "./campaign-editor";
import { CampaignTable } from "./campaign-table";

/**
 * Newsletter campaigns inside the Newsletter tab: the list, and one campaign's editor with
 * preview, test send, send / schedule / cancel and progress (docs/decisions/170).
 */
export function CampaignsSection({ adminEmail }: { adminEmail: string }) {
  const t = useMessages(campaignMessages);
  const { data: list, failed, reload: load } = useCampaignList();
  const [open, setOpen] = useState<number | "new" | null>(null);
  // A new editor per opening (not when a new campaign gets its id on first save).
  const [opening, setOpening] = useState(0);
  const show = (what: number | "new") => {
    setOpen(what);
    setOpening((n) => n + 1);
  };

  return (
    <section
      aria-labelledby="campaigns-title"
      className="rounded-xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="campaigns"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="campaigns-title" className="text-xl font-bold text-navy-900">
          {t.title}
        </h2>
        {open === null ? (
          <IconButton
            icon={Plus}
            className="btn-primary"
            onClick={() => show("new")}
            disabled={!list}
          >
            {t.newCampaign}
          </IconButton>
        ) : (
          <IconButton
            icon={ArrowLeft}
            className="btn-secondary"
            onClick={() => {
              setOpen(null);
              load();
            }}
          >
            {t.back}
          </IconButton>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700">{t.intro}</p>
      {failed && !list && <p className="mt-4 text-slate-700">{t.loadFailed}</p>}
      {list && open === null && <CampaignTable list={list} onOpen={show} />}
      {list && open !== null && (
        <CampaignEditor
          key={opening}
          initialId={open === "new" ? null : open}
          list={list}
          adminEmail={adminEmail}
          onCreated={setOpen}
          onChanged={load}
        />
      )}
    </section>
  );
}
