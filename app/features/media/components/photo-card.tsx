import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash";
import { IconButton, dangerButton } from "~/components/ui/icon-button";
import type { AdminMedia } from "../types";
import { Uploader } from "./uploader";
import type { T } from "../api/media";

export function Thumb({ item, className }: { item: AdminMedia; className: string }) {
  return item.thumbUrl ? (
    <img
      src={item.thumbUrl}
      alt=""
      width={item.width}
      height={item.height}
      className={`${className} rounded-lg object-cover`}
      style={{
        backgroundColor: item.placeholder ?? undefined,
        objectPosition: `${item.focalX * 100}% ${item.focalY * 100}%`,
      }}
    />
  ) : (
    <div aria-hidden="true" className={`${className} rounded-lg bg-slate-200`} />
  );
}

export function PhotoCard({
  t,
  item,
  usedIn,
  onEdit,
  onDelete,
  onReplaced,
}: {
  t: T;
  item: AdminMedia;
  usedIn: string[];
  onEdit: () => void;
  onDelete: () => void;
  onReplaced: () => void;
}) {
  const ready = item.status === "ready";
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl ring-1 ring-slate-200"
      data-media-id={item.id}
      data-status={item.status}
    >
      <Thumb item={item} className="aspect-video w-full !rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-navy-900">{t.photoNo(item.id)}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ready ? "bg-green-100 text-green-900" : item.status === "failed" ? "bg-red-100 text-red-900" : "bg-amber-100 text-amber-900"}`}
          >
            {t.status[item.status]}
          </span>
        </p>
        <p className="text-slate-700">{t.size(item.width, item.height)}</p>
        <p className="text-slate-800">
          {item.alt_pl || <em className="text-slate-600">{t.noAlt}</em>}
        </p>
        {item.error ? <p className="text-red-800">{item.error}</p> : null}
        <p className="text-slate-700">
          {usedIn.length > 0 ? `${t.usedIn} ${usedIn.join("; ")}` : t.unused}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <IconButton
            icon={Pencil}
            className="btn-secondary"
            onClick={onEdit}
            aria-label={`${t.edit}: ${t.photoNo(item.id)}`}
          >
            {t.edit}
          </IconButton>
          <Uploader t={t} onDone={onReplaced} replaceId={item.id} label={t.replace} />
          <IconButton
            icon={Trash2}
            className={dangerButton}
            onClick={onDelete}
            aria-label={`${t.delete}: ${t.photoNo(item.id)}`}
          >
            {t.delete}
          </IconButton>
        </div>
      </div>
    </li>
  );
}
