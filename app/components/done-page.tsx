import type { ReactNode } from "react";
import CircleCheck from "lucide-react/icons/circle-check";

/**
 * A page that confirms something is done (a payment, an unsubscription): a tick, the page's
 * heading, what happened, what to know next, and the ways on (`children`).
 */
export function DonePage({
  heading,
  text,
  note,
  centered = false,
  children,
}: {
  heading: string;
  text: string;
  note: string;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-navy-950 to-navy-800 pt-28 pb-20 text-white">
      <div
        className={centered ? "container-page max-w-2xl text-center" : "container-page max-w-2xl"}
      >
        <CircleCheck
          aria-hidden="true"
          className={centered ? "mx-auto size-16 text-river-300" : "size-16 text-river-300"}
        />
        <h1 className="mt-4 text-3xl font-extrabold sm:text-4xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-200">{text}</p>
        <p className="mt-3 text-slate-300">{note}</p>
        {children}
      </div>
    </section>
  );
}
