import Mail from "lucide-react/icons/mail";
import StickyNote from "lucide-react/icons/sticky-note";
import { formatWarsawDateTime } from "~/lib/i18n/format-time";
import { useLang, useMessages } from "~/lib/i18n/use-lang";
import { enquiryMessages } from "../messages";
import type { EnquiryDetail } from "../types";
import { NoteForm } from "./note-form";

/** The notes and replies of an enquiry, oldest first, with the note form under them. */
export function EnquiryThread({
  enquiry,
  onSaved,
}: {
  enquiry: EnquiryDetail;
  onSaved: (e: EnquiryDetail) => void;
}) {
  const t = useMessages(enquiryMessages);
  const lang = useLang();
  return (
    <section aria-labelledby="thread-title" className="rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <h3 id="thread-title" className="text-lg font-bold text-navy-900">
        {t.thread}
      </h3>
      {enquiry.thread.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.threadEmpty}</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid="enquiry-thread">
          {enquiry.thread.map((item) => {
            const at = formatWarsawDateTime(item.created_at, lang);
            const author = item.author_email ?? t.unknownAuthor;
            return (
              <li
                key={item.id}
                data-kind={item.kind}
                className={`rounded-lg border-l-4 p-3 ${item.kind === "reply" ? "border-river-600 bg-river-50" : "border-amber-500 bg-amber-50"}`}
              >
                <p className="flex items-center gap-2 text-sm font-semibold text-slate-800">
                  {item.kind === "reply" ? (
                    <Mail aria-hidden="true" className="size-4 shrink-0" />
                  ) : (
                    <StickyNote aria-hidden="true" className="size-4 shrink-0" />
                  )}
                  {item.kind === "reply" ? t.replyKind : t.noteKind}
                </p>
                <p className="text-sm break-words text-slate-700" data-testid="thread-meta">
                  {t.byAt(author, at)}
                </p>
                {item.subject && (
                  <p className="mt-1 font-semibold break-words text-navy-900">{item.subject}</p>
                )}
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{item.body}</p>
                {item.delivery && (
                  <p className="mt-1 text-sm text-slate-700" data-delivery={item.delivery}>
                    {t.deliveryLabel}: {t.delivery[item.delivery]}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <NoteForm id={enquiry.id} onSaved={onSaved} />
    </section>
  );
}
