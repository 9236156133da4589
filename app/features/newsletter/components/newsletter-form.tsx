import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NewsletterFormBody as ServerBody } from "./newsletter-form-body";

/*
 * The form's code (its body, the field components, the texts in both languages: about 4 KB
 * gzip) is not part of the promotional page's first load (decision 271). The server renders
 * the whole form; in the browser its Suspense boundary stays server HTML, not yet hydrated,
 * until the code is asked for: when the form comes near the viewport, when the visitor
 * focuses or presses anything in it, when the page mounts it on a client-side navigation, or
 * before the page switches language (loadNewsletterForm). Until it hydrates (and without
 * JavaScript) the form is a plain form that posts to the page's action, which runs the same
 * sign-up (decision 296); what was typed meanwhile is read from the DOM when it hydrates.
 */
let requestBody: () => void = () => {};
const requested = new Promise<void>((resolve) => (requestBody = resolve));
const bodyModule = requested.then(() => import("./newsletter-form-body"));
let markHydrated: () => void = () => {};
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve));

/**
 * Asks for the form's code (once) and resolves when the form has hydrated. A change of the
 * page's language must wait for that: React cannot hydrate server HTML under a changed context
 * and would report a hydration error before rendering the form anew.
 */
export function loadNewsletterForm(): Promise<void> {
  requestBody();
  return hydrated;
}

type BodyProps = Parameters<typeof ServerBody>[0];

const Body = import.meta.env.SSR
  ? ServerBody
  : lazy(() =>
      bodyModule.then(({ NewsletterFormBody }) => ({
        default: function HydratedBody(props: BodyProps) {
          useEffect(() => markHydrated(), []);
          return <NewsletterFormBody {...props} />;
        },
      })),
    );

/**
 * One element for every render: a parent's re-render then passes the not-yet-hydrated boundary
 * the same props, and React keeps the server HTML instead of replacing it with the (empty)
 * fallback.
 */
const FORM = (
  <Suspense fallback={null}>
    <Body region="all" idPrefix="promo-newsletter" />
  </Suspense>
);

/** How far below the viewport the form starts loading its code. */
const NEAR = "400px 0px";

/**
 * Inline newsletter sign-up for the promotional page (docs/product.md §2: region "all"). Renders on the
 * server; the schema loads when the visitor first focuses a field.
 */
export function NewsletterForm({ className }: { className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Mounted by a client-side navigation (the document was hydrated before): load at once.
  const [navigated] = useState(
    () => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true",
  );
  if (navigated) requestBody();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const load = () => requestBody();
    // Native listeners: React does not dispatch events from a boundary it has not hydrated.
    const events = ["focusin", "pointerdown", "touchstart", "keydown"] as const;
    for (const type of events) el.addEventListener(type, load, { once: true, passive: true });
    const seen =
      typeof IntersectionObserver === "undefined"
        ? (load(), undefined)
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) load();
            },
            { rootMargin: NEAR },
          );
    seen?.observe(el);
    return () => {
      seen?.disconnect();
      for (const type of events) el.removeEventListener(type, load);
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {FORM}
    </div>
  );
}
