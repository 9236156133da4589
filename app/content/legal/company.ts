import { SITE } from "~/config/site";

const c = SITE.company;
const r = SITE.rentalCompany;

/** The operator's legal identity as printed in the legal texts (art. 206 § 1 KSH: court, KRS, NIP, share capital). */
export const companyLine = {
  pl: `${c.name} z siedzibą w Warszawie, ${c.street}, ${c.postalCode} ${c.city}, wpisana do rejestru przedsiębiorców Krajowego Rejestru Sądowego prowadzonego przez ${c.registryCourt} pod numerem KRS ${c.krs}, NIP ${c.nip}, REGON ${c.regon}, kapitał zakładowy ${c.shareCapital}`,
  en: `${c.name}, registered office ${c.street}, ${c.postalCode} ${c.city}, Poland, entered in the register of entrepreneurs of the National Court Register kept by ${c.registryCourtEn} under KRS number ${c.krs}, tax ID (NIP) ${c.nip}, REGON ${c.regon}, share capital ${c.shareCapitalEn}`,
} as const;

/** The licence-free rental is run by a separate business, not by the operator. */
export const rentalCompanyLine = {
  pl: `${r.name}, ${r.street}, ${r.postalCode} ${r.city}, NIP ${r.nip}`,
  en: `${r.name}, ${r.street}, ${r.postalCode} ${r.city}, Poland, tax ID (NIP) ${r.nip}`,
} as const;

/** True while a company detail is still a "[… do uzupełnienia]" placeholder. */
export const hasPlaceholders = Object.values(c).some((v) => typeof v === "string" && v.startsWith("["));

/** Shown above the legal texts until every placeholder is filled in (app/config/site.ts, SITE.company). */
export const operatorNote = {
  pl: "Uwaga dla właściciela strony: dane w nawiasach kwadratowych to miejsca do uzupełnienia w app/config/site.ts (SITE.company). Przed publikacją uzupełnij je, sprawdź NIP, REGON i KRS oraz daj dokument do przejrzenia prawnikowi.",
  en: "Note for the site owner: details in square brackets are placeholders to fill in in app/config/site.ts (SITE.company). Before publishing, fill them in, check the NIP, REGON and KRS numbers and have a lawyer review this document.",
} as const;
