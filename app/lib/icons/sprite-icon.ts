import { createElement, type ReactNode, type SVGProps } from "react";
import { SPRITE_URL } from "./sprite-url";

/** An `<svg>`'s props; `ref` among them, as React 19 passes it to function components. */
type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

/** True when the icon carries its own accessible name or role (lucide's hasA11yProp). */
function labelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null) return true;
  return Object.keys(props).some(
    (k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null,
  );
}

/**
 * A lucide icon drawn from the icon sprite (decision 452): what `vite.icons.ts` makes every
 * `lucide-react/icons/<name>` import in the browser and server bundles. The `<svg>` is lucide's
 * own, with the same attributes, the `lucide lucide-<name>` (and alias) classes, and
 * `aria-hidden="true"` unless the icon is labelled; its shapes are one `<use>` of the sprite's
 * `<symbol id="<name>">`, so they inherit `currentColor` and the stroke settings from it and
 * their path data stay out of the script.
 */
export default function spriteIcon(name: string, own: string) {
  return function Icon({ className, children, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `${own} ${className}` : own,
        ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      createElement("use", { href: `${SPRITE_URL}#${name}` }),
      children,
    );
  };
}
