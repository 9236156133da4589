/**
 * Legal documents as typed, structured data: headings, paragraphs and lists per section. The
 * operator's details are `{company}`, `{email}`… placeholders, filled in per request from the
 * saved settings (company.ts, fillLegal).
 */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  /** Anchor for the table of contents; stable across languages. */
  readonly id: string;
  readonly heading: string;
  readonly body: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly title: string;
  /** "In force from …" line. */
  readonly effective: string;
  readonly intro: readonly string[];
  readonly tocLabel: string;
  readonly sections: readonly LegalSection[];
  /**
   * Where the cruises run, for the `{where}` placeholder: with Gdańsk coming soon (`where`) or
   * open (`whereOpen`), by its status (decision 302). Legal prose stays in code (decision 240).
   */
  readonly where?: string;
  readonly whereOpen?: string;
}
