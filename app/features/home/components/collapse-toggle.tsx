import ChevronDown from "lucide-react/icons/chevron-down";
import type { useCollapsible } from "./use-collapsible";

/** The "more" / "less" button of a useCollapsible disclosure; its chevron turns while open. */
export function CollapseToggle({
  open,
  buttonProps,
  labels,
  className,
}: Pick<ReturnType<typeof useCollapsible>, "open" | "buttonProps"> & {
  labels: { more: string; less: string };
  className: string;
}) {
  return (
    <button {...buttonProps} className={className}>
      {open ? labels.less : labels.more}
      <ChevronDown
        aria-hidden="true"
        className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
      />
    </button>
  );
}
