import { SITE } from "~/config/site";

const c = SITE.company;

/** The operator's legal identity as printed in the legal texts. */
export const companyLine = {
  pl: `${c.name}, ${c.street}, ${c.postalCode} ${c.city}, NIP ${c.nip}, REGON ${c.regon}, KRS ${c.krs}`,
  en: `${c.name}, ${c.street}, ${c.postalCode} ${c.city}, Poland, tax ID (NIP) ${c.nip}, REGON ${c.regon}, KRS ${c.krs}`,
} as const;
