import Download from "lucide-react/icons/download";
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentType } from "react";

type Icon = ComponentType<{
  "aria-hidden"?: boolean | "true";
  className?: string;
}>;

/** The outlined red look of a button that deletes or erases; the caller adds size and spacing. */
export const dangerButton =
  "btn min-h-11 border-2 border-red-700 text-red-800 hover:bg-red-700 hover:text-white";

/** A `type="button"` button with a small icon before its label; the label alone names it. */
export function IconButton({
  icon: Icon,
  children,
  ...button
}: { icon: Icon } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type">) {
  return (
    <button type="button" {...button}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}

/** A link that downloads a file (CSV, JSON), with the download icon before its label. */
export function DownloadLink({
  children,
  ...link
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a download {...link}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
