import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { useSite } from "~/lib/site-data/use-site";
import { ExternalLink } from "./external-link";

type ContactLinkProps = {
  className?: string;
  /** The icon's size class (size-5 on the buttons). */
  iconClassName?: string;
  onClick?: () => void;
  children: ReactNode;
};

/** A link that calls the company: the phone icon, then `children` (the number, or "Call: number"). */
export function PhoneLink({
  className,
  iconClassName = "size-5",
  onClick,
  children,
}: ContactLinkProps) {
  const site = useSite();
  return (
    <a href={site.phoneHref} className={className} onClick={onClick}>
      <Phone aria-hidden="true" className={iconClassName} />
      {children}
    </a>
  );
}

/** A WhatsApp chat with `text` prefilled, in a new tab (announced): the chat icon, then `children`. */
export function WhatsAppLink({
  text,
  className,
  iconClassName = "size-5",
  onClick,
  children,
}: ContactLinkProps & { text: string }) {
  const site = useSite();
  return (
    <ExternalLink href={site.whatsappUrl(text)} className={className} onClick={onClick}>
      <MessageCircle aria-hidden="true" className={iconClassName} />
      {children}
    </ExternalLink>
  );
}
