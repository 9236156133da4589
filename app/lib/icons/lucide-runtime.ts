import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/**
 * A small stand-in for lucide-react's `createLucideIcon`, wired in by `vite.icons.ts` for the
 * browser and server bundles (decision 155). lucide's own runtime (Icon, context, attribute
 * builder, class merging) is about 1 KB gzip on every page, while this site only ever passes
 * `className` and ARIA attributes. The markup is lucide's: the same attributes, the
 * `lucide lucide-<name>` classes, and `aria-hidden="true"` unless the icon is labelled.
 */
type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode[]];
interface IconData {
  name?: string;
  node: IconNode[];
  aliases?: unknown[];
}
type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

const draw = ([tag, attrs, children]: IconNode): ReactNode =>
  createElement(tag, attrs, ...(children ?? []).map(draw));

/** True when the icon carries its own accessible name or role (lucide's hasA11yProp). */
function labelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children != null) return true;
  return Object.keys(props).some(
    (k) => (k.startsWith("aria-") || k === "role" || k === "title") && props[k] != null,
  );
}

export default function createLucideIcon(data: IconData) {
  const own = ["lucide", ...(data.name ? [`lucide-${data.name}`] : [])];
  for (const alias of data.aliases ?? [])
    if (typeof alias === "string" && alias.trim()) own.push(`lucide-${alias}`);
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
    { className, children, ...rest },
    ref,
  ) {
    const classes = [...new Set([...own, ...(className ?? "").split(/\s+/).filter(Boolean)])].join(
      " ",
    );
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes,
        ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(draw),
      children,
    );
  });
  return Icon;
}
