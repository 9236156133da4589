import Contact from "lucide-react/icons/contact";
import { useState } from "react";
import { BRAND, DOMAIN } from "~/config/site";
import { useSite } from "~/lib/site-data/use-site";
import { useMessages } from "~/lib/i18n/use-lang";
import { linkHubMessages } from "../messages";
import { buildVCard, downloadText } from "../vcard";

/** Downloads the business's contact card (.vcf), built client-side as a Blob. */
export function SaveContactButton() {
  const site = useSite();
  const t = useMessages(linkHubMessages);
  const [saved, setSaved] = useState(false);
  const onClick = () => {
    const c = site.company;
    const card = buildVCard({
      name: BRAND,
      organisation: c.name,
      phone: site.phoneHref.replace(/^tel:/, ""),
      email: site.email,
      website: `https://${DOMAIN}`,
      note: t.vcardNote,
      address: { street: c.street, city: c.city, postalCode: c.postalCode, country: "Polska" },
    });
    downloadText(card, `${DOMAIN.split(".")[0]}.vcf`, "text/vcard;charset=utf-8");
    setSaved(true);
  };
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        className="btn w-full bg-white text-navy-900 hover:bg-river-50"
      >
        <Contact aria-hidden="true" className="size-5" />
        {t.saveContact}
      </button>
      <p role="status" className="mt-2 min-h-6 text-center text-sm text-river-50">
        {saved ? t.saved : ""}
      </p>
    </div>
  );
}
