import type { FreightHandlers } from "../../generated/freight/server";
import type { Catalog } from "./catalog";
import { filterFaq } from "./faq";
import { effectiveLang, fallbackNote, SAMPLE_NOTE } from "./lang";
import type { Page } from "./pages";

type DocTools = Pick<FreightHandlers, "get_faq" | "get_rate_reference" | "get_company_info">;

/** The FAQ, the rate-reference/methodology/data-source pages and the company page, as published. */
export function docTools({ catalog }: { catalog: Catalog }): DocTools {
  const portal = catalog.portal;
  const sampleNote = (pages: Page[]) => (pages.some((p) => p.sample) ? [SAMPLE_NOTE] : []);
  return {
    async get_faq(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const page = catalog.idsOf("faq").map((id) => catalog.page("faq", id, lang)!)[0];
      if (!page) return { canonical_url: portal.baseUrl + "/", filtered: false, lang, markdown: "", matched_lines: 0, notes: ["No FAQ page is published."] };
      const { markdown, matched, filtered } = filterFaq(page.body, args.query ?? "", args.topic ?? "");
      const notes = [...fallbackNote(lang, page.lang), ...sampleNote([page]), ...(filtered && matched === 0 ? ["No published FAQ line matches; nothing was written in its place."] : [])];
      return { canonical_url: page.canonicalUrl, filtered, lang: page.lang, markdown, matched_lines: matched, notes };
    },
    async get_rate_reference(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const kinds = ["rate_reference", "methodology", "data_sources"] as const;
      const pages = kinds.flatMap((kind) => catalog.idsOf(kind).map((id) => catalog.page(kind, id, lang)!));
      const notes = [
        ...new Set(pages.flatMap((p) => fallbackNote(lang, p.lang))),
        ...sampleNote(pages),
        "No rate is computed, estimated or derived by the service; figures appear only as quoted from a dated page. create_inquiry asks for a price.",
        ...(pages.some((p) => p.kind === "rate_reference") ? [] : ["No rate-reference page is published."]),
      ];
      return {
        lang,
        notes,
        pages: pages.map((p) => ({ canonical_url: p.canonicalUrl, kind: p.kind as (typeof kinds)[number], markdown: p.body, md_url: p.mdUrl, published_on: p.date, title: p.title })),
      };
    },
    async get_company_info(args, ctx) {
      const lang = effectiveLang(portal, args, ctx);
      const page = catalog.idsOf("company").map((id) => catalog.page("company", id, lang)!)[0];
      const notes = ["VAT number and phone numbers are intentionally not supplied."];
      if (!page) {
        return { canonical_url: null, lang, notes: [...notes, "No company page is published."], operating_company: { legal_name: "", address: null, country: null, website: null }, portal: { name: portal.name, url: portal.baseUrl + "/", contact_email: null, contact_form_url: null }, verified_on: null };
      }
      const c = page.company!;
      return {
        canonical_url: page.canonicalUrl,
        lang: page.lang,
        notes: [...fallbackNote(lang, page.lang), ...sampleNote([page]), ...notes],
        operating_company: { legal_name: c.legal_name, address: c.address, country: c.country, website: c.website },
        portal: { name: portal.name, url: portal.baseUrl + "/", contact_email: c.contact_email, contact_form_url: c.contact_form_url },
        verified_on: c.verified_on,
      };
    },
  };
}
