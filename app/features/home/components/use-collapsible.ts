import { useEffect, useId, useRef, useState } from "react";

/**
 * A disclosure whose collapsed content stays in the HTML (crawlers and find-in-page see it):
 * rendered with `hidden`, upgraded after hydration to `hidden="until-found"` so the browser's
 * find-in-page can reveal it (the `beforematch` event opens it). The toggle carries
 * aria-expanded and aria-controls.
 */
export function useCollapsible(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  const regionRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = regionRef.current;
    if (!el) return;
    if (!open) el.setAttribute("hidden", "until-found");
    const onMatch = () => setOpen(true);
    el.addEventListener("beforematch", onMatch);
    return () => el.removeEventListener("beforematch", onMatch);
  }, [open]);
  return {
    open,
    setOpen,
    buttonProps: {
      type: "button" as const,
      "aria-expanded": open,
      "aria-controls": id,
      onClick: () => setOpen((o) => !o),
    },
    regionProps: { id, ref: regionRef, hidden: !open },
  };
}
