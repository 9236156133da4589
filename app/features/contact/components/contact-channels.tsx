import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Phone from "lucide-react/icons/phone";
import { useSite } from "~/lib/site-data/use-site";
import { useMessages } from "~/lib/i18n/use-lang";
import { contactMessages } from "../messages";
import { NewTabNote } from "~/components/new-tab-note";

/**
 * Phone, WhatsApp (prefilled text) and e-mail (prefilled subject and body) buttons. Pages with
 * their own inquiry template pass `mailHref` and `whatsappText`.
 */
export function ContactChannels({
  mailHref,
  whatsappText,
  tone = "light",
}: {
  mailHref?: string;
  whatsappText?: string;
  tone?: "light" | "dark";
}) {
  const t = useMessages(contactMessages);
  const site = useSite();
  const secondary = tone === "dark" ? "btn-light" : "btn-secondary";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <a href={site.phoneHref} className="btn-primary">
        <Phone aria-hidden="true" className="size-5" />
        {t.callCta}: {site.phone}
      </a>
      <a
        href={site.whatsappUrl(whatsappText ?? t.whatsappText)}
        target="_blank"
        rel="noopener noreferrer"
        className={secondary}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t.whatsappCta}
        <NewTabNote />
      </a>
      <a href={mailHref ?? site.mailtoUrl(t.emailSubject, t.emailBody)} className={secondary}>
        <Mail aria-hidden="true" className="size-5" />
        {t.emailCta}
      </a>
    </div>
  );
}
