import Mail from "lucide-react/icons/mail";
import { useSite } from "~/lib/site-data/use-site";
import { useMessages } from "~/lib/i18n/use-lang";
import { contactMessages } from "../messages";
import { PhoneLink, WhatsAppLink } from "~/components/contact-links";

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
      <PhoneLink className="btn-primary">
        {t.callCta}: {site.phone}
      </PhoneLink>
      <WhatsAppLink text={whatsappText ?? t.whatsappText} className={secondary}>
        {t.whatsappCta}
      </WhatsAppLink>
      <a href={mailHref ?? site.mailtoUrl(t.emailSubject, t.emailBody)} className={secondary}>
        <Mail aria-hidden="true" className="size-5" />
        {t.emailCta}
      </a>
    </div>
  );
}
