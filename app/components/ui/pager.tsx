import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";

export interface PagerWords {
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * Previous / "page N of M" / next, for the panel's paged lists (enquiries, change history,
 * subscribers). Renders nothing when everything fits on one page. The labels come from the
 * caller's catalogue; `disabled` holds both buttons while a page is loading.
 */
export function Pager({
  page,
  pages,
  onPage,
  label,
  words: { previous, next, pageOf },
  disabled = false,
  className = "",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  /** The buttons' words and "page N of M", from the caller's catalogue. */
  words: PagerWords;
  disabled?: boolean;
  className?: string;
}) {
  if (pages <= 1) return null;
  const button = "btn-secondary min-h-11 px-3 py-2 text-sm";
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-2 ${className}`}>
      <button
        type="button"
        className={button}
        disabled={page <= 1 || disabled}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        {previous}
      </button>
      <span className="text-sm text-slate-700">{pageOf(page, pages)}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pages || disabled}
        onClick={() => onPage(page + 1)}
      >
        {next}
        <ChevronRight aria-hidden="true" className="size-4" />
      </button>
    </nav>
  );
}
