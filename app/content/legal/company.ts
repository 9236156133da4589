import type { Lang } from "~/lib/i18n/lang";
import type { SiteSettings } from "~/lib/site-data/settings";
import type { LegalBlock, LegalDocument } from "./types";

/**
 * The operator's legal identity as the legal texts print it (art. 206 § 1 KSH: court, KRS, NIP,
 * share capital), built from the saved settings at request time (decision 230). A detail the
 * operator has not entered yet is left out of the sentence, never shown as a placeholder; the
 * panel warns until it is filled in.
 */
export function companySentence(s: SiteSettings, lang: Lang): string {
  const c = s.company;
  const address = `${c.street}, ${c.postalCode} ${c.city}${lang === "en" ? ", Poland" : ""}`;
  const parts: string[] = [];
  if (lang === "pl") {
    parts.push(
      `${c.name} z siedzibą w ${c.city === "Warszawa" ? "Warszawie" : `miejscowości ${c.city}`}, ${address}`,
    );
    if (c.krs) {
      parts.push(
        c.registryCourt
          ? `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez ${c.registryCourt} pod numerem KRS ${c.krs}`
          : `wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego pod numerem KRS ${c.krs}`,
      );
    }
    if (c.nip) parts.push(`NIP ${c.nip}`);
    if (c.regon) parts.push(`REGON ${c.regon}`);
    if (c.shareCapital) parts.push(`kapitał zakładowy ${c.shareCapital}`);
  } else {
    parts.push(`${c.name}, registered office ${address}`);
    if (c.krs) {
      parts.push(
        c.registryCourt
          ? `entered in the register of entrepreneurs of the National Court Register kept by ${c.registryCourt} under KRS number ${c.krs}`
          : `entered in the register of entrepreneurs of the National Court Register under KRS number ${c.krs}`,
      );
    }
    if (c.nip) parts.push(`tax ID (NIP) ${c.nip}`);
    if (c.regon) parts.push(`REGON ${c.regon}`);
    if (c.shareCapital) parts.push(`share capital ${c.shareCapital}`);
  }
  return parts.join(", ");
}

/** The licence-free rental is run by a separate business, not by the operator. */
export function rentalCompanySentence(s: SiteSettings, lang: Lang): string {
  const r = s.rentalCompany;
  const base = `${r.name}, ${r.street}, ${r.postalCode} ${r.city}${lang === "en" ? ", Poland" : ""}`;
  if (!r.nip) return base;
  return `${base}, ${lang === "en" ? "tax ID (NIP)" : "NIP"} ${r.nip}`;
}

/**
 * A legal document with its `{company}`, `{rentalCompany}`, `{companyName}`, `{address}`,
 * `{email}`, `{phone}` and `{whatsapp}` filled in from the saved settings, `{where}` in the
 * wording for Gdańsk's status (decision 302), and the boats' numbers `facts` names (decision 410).
 */
export function fillLegal(
  doc: LegalDocument,
  s: SiteSettings,
  lang: Lang,
  gdanskOpen = false,
  facts: Readonly<Record<string, string>> = {},
): LegalDocument {
  const c = s.company;
  const where = gdanskOpen ? doc.whereOpen : doc.where;
  const values: Record<string, string> = {
    // The boats' numbers from the catalogue and the settings (decision 410).
    ...facts,
    ...(where === undefined ? {} : { where }),
    company: companySentence(s, lang),
    rentalCompany: rentalCompanySentence(s, lang),
    companyName: c.name,
    address: `${c.street}, ${c.postalCode} ${c.city}${lang === "en" ? ", Poland" : ""}`,
    email: s.email,
    phone: s.phone,
    whatsapp: s.whatsapp,
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
  const block = (b: LegalBlock): LegalBlock =>
    typeof b === "string" ? fill(b) : { list: b.list.map(fill) };
  // Only the wording used goes out: the page's data holds no other (`where`, `whereOpen`).
  return {
    title: doc.title,
    effective: doc.effective,
    tocLabel: doc.tocLabel,
    intro: doc.intro.map(fill),
    sections: doc.sections.map((sec) => ({
      ...sec,
      heading: fill(sec.heading),
      body: sec.body.map(block),
    })),
  };
}
