import type { ReactNode, SVGProps } from "react";

/** The site's one set of brand marks (lucide ships no brand icons). Decorative: the link carries the name. */
type P = { className?: string };

/** A brand mark's 24×24 frame, hidden from assistive technology; `paint` is its fill or stroke. */
function Mark({
  className,
  paint = { fill: "currentColor" },
  children,
}: P & { paint?: SVGProps<SVGSVGElement>; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} {...paint}>
      {children}
    </svg>
  );
}

/** A mark drawn as one filled path. */
function filledMark(d: string, fillRule?: "evenodd") {
  return function FilledMark({ className }: P) {
    return (
      <Mark className={className}>
        <path fillRule={fillRule} d={d} />
      </Mark>
    );
  };
}

export const FacebookIcon = filledMark(
  "M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9z",
);

export function InstagramIcon({ className }: P) {
  return (
    <Mark className={className} paint={{ fill: "none", stroke: "currentColor", strokeWidth: "2" }}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </Mark>
  );
}

export const TikTokIcon = filledMark(
  "M16 3c.3 2.4 1.9 4 4 4.2v3.2c-1.5 0-2.9-.4-4-1.2v6.3A5.5 5.5 0 1 1 10.5 10v3.3a2.3 2.3 0 1 0 2.2 2.3V3H16z",
);

export const YouTubeIcon = filledMark(
  "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z",
  "evenodd",
);
