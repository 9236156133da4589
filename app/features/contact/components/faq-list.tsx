import ChevronDown from "lucide-react/icons/chevron-down";
import type { FaqItem } from "~/content/faq";

/** Questions as native <details> disclosures: keyboard and screen-reader friendly without JS. */
export function FaqList({ items }: { items: ReadonlyArray<FaqItem> }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group px-5 py-1">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            {item.q}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-river-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 leading-relaxed text-slate-700">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
