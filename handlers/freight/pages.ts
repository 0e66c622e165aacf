/** The content model: what one page file (or one dataset record) becomes after validation. */

export const PAGE_KINDS = ["lane", "airport", "carrier", "faq", "rate_reference", "methodology", "data_sources", "company"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface CompanyFields {
  legal_name: string;
  address: string | null;
  country: string | null;
  website: string | null;
  contact_email: string | null;
  contact_form_url: string | null;
  verified_on: string | null;
}

export interface Page {
  id: string;
  kind: PageKind;
  lang: string;
  title: string;
  canonicalUrl: string;
  mdUrl: string | null;
  /** The date the page states for its content (front matter `date`), ISO yyyy-mm-dd. */
  date: string | null;
  /** Part of the documented sample set rather than content the operator published. */
  sample: boolean;
  body: string;
  /** Repository-relative file the page came from; null for pages built from a dataset. */
  file: string | null;
  /** Airport (3 letters) or carrier (2 characters) code of an airport/carrier page. */
  iata: string | null;
  /** Lane endpoints, IATA airport codes. */
  origin: string | null;
  destination: string | null;
  /** Lane: typical carriers as published (IATA codes). */
  carriers: string[];
  /** Lane: transit wording exactly as published. */
  transit: string | null;
  /** Extra search terms the page publishes (other spellings, city names in other languages). */
  synonyms: string[];
  company: CompanyFields | null;
  /** Origin and licence of a dataset page. */
  source: string | null;
  /** Line of the file where the body starts (0 for dataset pages), for link problems. */
  bodyLine: number;
}

/** Keys a page may carry, per kind; `*` marks required ones. */
const COMMON = ["id*", "kind*", "lang*", "title*", "canonical_url*", "md_url", "date", "sample", "synonyms"];
export const KEYS: Record<PageKind, string[]> = {
  lane: [...COMMON, "origin*", "destination*", "carriers", "transit"],
  airport: [...COMMON, "iata*"],
  carrier: [...COMMON, "iata*"],
  faq: COMMON,
  rate_reference: [...COMMON.filter((k) => k !== "date"), "date*"],
  methodology: COMMON,
  data_sources: COMMON,
  company: [...COMMON, "legal_name*", "address", "country", "website", "contact_email", "contact_form_url", "verified_on"],
};

export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}

/** Links written in a Markdown body: `[text](url)`. */
export function markdownLinks(body: string): { text: string; url: string; offset: number }[] {
  return [...body.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => ({ text: m[1], url: m[2], offset: m.index }));
}
