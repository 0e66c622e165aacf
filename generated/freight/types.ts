// Generated from spec/freight.json by npm run generate. DO NOT EDIT.

/**
 * Defined at spec/freight.json#/$defs/airportRef.
 */
export interface AirportRef {
  city: string;
  country: string;
  iata: string;
  name: string;
}

/**
 * Calendar date, YYYY-MM-DD.
 *
 * Defined at spec/defs.json#/$defs/isoDate.
 */
export type IsoDate = string;

/**
 * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
 *
 * Defined at spec/defs.json#/$defs/isoDateTime.
 */
export type IsoDateTime = string;

/**
 * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
 *
 * Defined at spec/freight.json#/$defs/lang.
 */
export type Lang = string;

/**
 * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
 *
 * Defined at spec/freight.json#/$defs/language.
 */
export type Language = string;

/**
 * Defined at spec/freight.json#/$defs/languageVariant.
 */
export interface LanguageVariant {
  /**
   * Language code of the variant.
   */
  lang: string;
  /**
   * Canonical URL of the page in that language.
   */
  url: string;
}

/**
 * A lane (route) page that the page links to explicitly; lanes are never inferred.
 *
 * Defined at spec/freight.json#/$defs/linkedLane.
 */
export interface LinkedLane {
  canonical_url: string;
  /**
   * URL of the page's published Markdown (.md) version, or null when none is published.
   */
  md_url: string | null;
  title: string;
}

/**
 * Why a value is null or missing. The service never fills a gap with an estimate.
 *
 * Defined at spec/freight.json#/$defs/notes.
 */
export type Notes = string[];

/**
 * Defined at spec/freight.json#/$defs/place.
 */
export interface Place {
  /**
   * Three-letter IATA airport code, only when the page publishes it; otherwise null.
   */
  iata: string | null;
  /**
   * Place or airport name as published.
   */
  name: string;
}

/**
 * Semantic version, e.g. 1.28.0.
 *
 * Defined at spec/freight.json#/$defs/semver.
 */
export type Semver = string;

/**
 * Arguments of `create_inquiry` as the handler receives them: every property with a default is set.
 */
export interface CreateInquiryInput {
  /**
   * Kind of cargo, e.g. general, perishable, dangerous goods.
   */
  cargo_type: string;
  /**
   * Company name. A company beginning with TEST blocks delivery (test_blocked).
   */
  company: string;
  /**
   * Where the cargo goes: city, airport name or IATA code.
   */
  destination: string;
  /**
   * Dimensions as text, with units, e.g. 120x80x100 cm per piece.
   */
  dimensions: string;
  /**
   * Contact e-mail address for the operator's reply.
   */
  email: string;
  /**
   * Language of the inquiry and the operator's follow-up, as a code from list_languages (default en). When language is also non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * Contact person's name. A name beginning with TEST blocks delivery (test_blocked).
   */
  name: string;
  /**
   * Where the cargo ships from: city, airport name or IATA code.
   */
  origin: string;
  /**
   * Contact phone number for the operator's reply.
   */
  phone: string;
  /**
   * Number of pieces as text, e.g. 4.
   */
  pieces: string;
  /**
   * Requested service level, e.g. express, standard, door-to-door.
   */
  service: string;
  /**
   * Intended shipping date as text, e.g. 2026-12-01 or 'early December'.
   */
  shipping_date: string;
  /**
   * Mark the inquiry as a test: nothing is delivered and the call fails with test_blocked.
   */
  test: boolean;
  /**
   * Gross weight as text, with its unit, e.g. 250 kg.
   */
  weight: string;
}

/**
 * Arguments of `create_inquiry` as a client sends them: properties with a default may be left out.
 */
export interface CreateInquiryClientInput {
  /**
   * Kind of cargo, e.g. general, perishable, dangerous goods.
   */
  cargo_type?: string;
  /**
   * Company name. A company beginning with TEST blocks delivery (test_blocked).
   */
  company?: string;
  /**
   * Where the cargo goes: city, airport name or IATA code.
   */
  destination: string;
  /**
   * Dimensions as text, with units, e.g. 120x80x100 cm per piece.
   */
  dimensions?: string;
  /**
   * Contact e-mail address for the operator's reply.
   */
  email?: string;
  /**
   * Language of the inquiry and the operator's follow-up, as a code from list_languages (default en). When language is also non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * Contact person's name. A name beginning with TEST blocks delivery (test_blocked).
   */
  name?: string;
  /**
   * Where the cargo ships from: city, airport name or IATA code.
   */
  origin: string;
  /**
   * Contact phone number for the operator's reply.
   */
  phone?: string;
  /**
   * Number of pieces as text, e.g. 4.
   */
  pieces?: string;
  /**
   * Requested service level, e.g. express, standard, door-to-door.
   */
  service?: string;
  /**
   * Intended shipping date as text, e.g. 2026-12-01 or 'early December'.
   */
  shipping_date?: string;
  /**
   * Mark the inquiry as a test: nothing is delivered and the call fails with test_blocked.
   */
  test?: boolean;
  /**
   * Gross weight as text, with its unit, e.g. 250 kg.
   */
  weight?: string;
}

/**
 * Result of `create_inquiry` (structuredContent).
 */
export interface CreateInquiryOutput {
  /**
   * Submission channel; always mcp.
   */
  channel: "mcp";
  /**
   * queued: being delivered to the operator's portal; held: stored in this server's outbox until a portal is configured (FREIGHT_PORTAL_URL), then delivered. Either way the inquiry is kept across restarts.
   */
  delivery: "held" | "queued";
  /**
   * Language the inquiry was recorded in.
   */
  lang: string;
  /**
   * Lead identifier issued by the portal.
   */
  lead_uid: string;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
  /**
   * When the portal accepted the inquiry.
   */
  submitted_at: IsoDateTime;
}

/**
 * Arguments of `get_airport` as the handler receives them: every property with a default is set.
 */
export interface GetAirportInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * Airport IATA code (e.g. FRA) or airport name.
   */
  query: string;
}

/**
 * Arguments of `get_airport` as a client sends them: properties with a default may be left out.
 */
export interface GetAirportClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * Airport IATA code (e.g. FRA) or airport name.
   */
  query: string;
}

/**
 * Result of `get_airport` (structuredContent).
 */
export interface GetAirportOutput {
  /**
   * Other airports the query could mean, best first; empty when not ambiguous.
   */
  alternatives: AirportRef[];
  /**
   * True when the query could mean other airports too (a metro with several airports, or cities sharing the name); alternatives lists them and this page is the metro's primary cargo/passenger airport or the best exact match.
   */
  ambiguous: boolean;
  canonical_url: string;
  /**
   * IATA airport code when the page publishes it; otherwise null.
   */
  iata: string | null;
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * Only the lanes this page links to explicitly.
   *
   * Items: A lane (route) page that the page links to explicitly; lanes are never inferred.
   */
  linked_lanes: LinkedLane[];
  /**
   * The published page body as Markdown.
   */
  markdown: string;
  /**
   * URL of the page's published Markdown (.md) version, or null when none is published.
   */
  md_url: string | null;
  name: string;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
}

/**
 * Arguments of `get_carrier` as the handler receives them: every property with a default is set.
 */
export interface GetCarrierInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * Carrier IATA code (e.g. LH) or carrier name.
   */
  query: string;
}

/**
 * Arguments of `get_carrier` as a client sends them: properties with a default may be left out.
 */
export interface GetCarrierClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * Carrier IATA code (e.g. LH) or carrier name.
   */
  query: string;
}

/**
 * Result of `get_carrier` (structuredContent).
 */
export interface GetCarrierOutput {
  canonical_url: string;
  /**
   * IATA carrier code when the page publishes it; otherwise null.
   */
  iata: string | null;
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * Only the lanes this page links to explicitly.
   *
   * Items: A lane (route) page that the page links to explicitly; lanes are never inferred.
   */
  linked_lanes: LinkedLane[];
  /**
   * The published page body as Markdown.
   */
  markdown: string;
  /**
   * URL of the page's published Markdown (.md) version, or null when none is published.
   */
  md_url: string | null;
  name: string;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
}

/**
 * Arguments of `get_company_info` as the handler receives them: every property with a default is set.
 */
export interface GetCompanyInfoInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
}

/**
 * Arguments of `get_company_info` as a client sends them: properties with a default may be left out.
 */
export interface GetCompanyInfoClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
}

/**
 * Result of `get_company_info` (structuredContent).
 */
export interface GetCompanyInfoOutput {
  /**
   * The published company/imprint page, when there is one.
   */
  canonical_url: string | null;
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
  operating_company: {
    address: string | null;
    country: string | null;
    legal_name: string;
    website: string | null;
  };
  portal: {
    contact_email: string | null;
    contact_form_url: string | null;
    name: string;
    url: string;
  };
  /**
   * Date the details were last verified.
   */
  verified_on: IsoDate | null;
}

/**
 * Arguments of `get_faq` as the handler receives them: every property with a default is set.
 */
export interface GetFaqInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * Words to look for in the FAQ; only matching lines are returned.
   */
  query?: string;
  /**
   * FAQ topic or section name to restrict to.
   */
  topic?: string;
}

/**
 * Arguments of `get_faq` as a client sends them: properties with a default may be left out.
 */
export interface GetFaqClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * Words to look for in the FAQ; only matching lines are returned.
   */
  query?: string;
  /**
   * FAQ topic or section name to restrict to.
   */
  topic?: string;
}

/**
 * Result of `get_faq` (structuredContent).
 */
export interface GetFaqOutput {
  canonical_url: string;
  /**
   * True when query or topic restricted the lines.
   */
  filtered: boolean;
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * The FAQ, or only its matching lines when filtered.
   */
  markdown: string;
  matched_lines: number;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
}

/**
 * Arguments of `get_rate_reference` as the handler receives them: every property with a default is set.
 */
export interface GetRateReferenceInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
}

/**
 * Arguments of `get_rate_reference` as a client sends them: properties with a default may be left out.
 */
export interface GetRateReferenceClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
}

/**
 * Result of `get_rate_reference` (structuredContent).
 */
export interface GetRateReferenceOutput {
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
  pages: {
    canonical_url: string;
    kind: "rate_reference" | "methodology" | "data_sources";
    markdown: string;
    /**
     * URL of the page's published Markdown (.md) version, or null when none is published.
     */
    md_url: string | null;
    /**
     * Date the page states for its content; null when undated.
     */
    published_on: IsoDate | null;
    title: string;
  }[];
}

/**
 * Arguments of `get_route` as the handler receives them: every property with a default is set.
 */
export interface GetRouteInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * The lane: origin and destination as IATA codes or names, or a route page slug from search_routes.
   */
  query: string;
}

/**
 * Arguments of `get_route` as a client sends them: properties with a default may be left out.
 */
export interface GetRouteClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * The lane: origin and destination as IATA codes or names, or a route page slug from search_routes.
   */
  query: string;
}

/**
 * Result of `get_route` (structuredContent).
 */
export interface GetRouteOutput {
  canonical_url: string;
  destination: Place;
  /**
   * Published evidence for the airport IATA codes of the lane.
   */
  iata_evidence: {
    airport_name: string;
    /**
     * The published text or page that states the code.
     */
    evidence: string;
    iata: string;
    source_url: string | null;
  }[];
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  language_variants: LanguageVariant[];
  /**
   * The published page body as Markdown.
   */
  markdown: string;
  /**
   * URL of the page's published Markdown (.md) version, or null when none is published.
   */
  md_url: string | null;
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
  origin: Place;
  title: string;
  /**
   * Transit-time wording exactly as published; null when the page states none.
   */
  transit_wording: string | null;
  /**
   * Carriers the lane page names as typical; empty when it names none.
   */
  typical_carriers: {
    /**
     * The carrier's page on the portal, when one is published.
     */
    canonical_url: string | null;
    /**
     * Two-character IATA carrier code when published, else null.
     */
    iata: string | null;
    name: string;
  }[];
}

/**
 * Arguments of `health` as the handler receives them: every property with a default is set.
 */
export interface HealthInput {}

/** Arguments of `health` as a client sends them: properties with a default may be left out. */
export type HealthClientInput = HealthInput;

/**
 * Result of `health` (structuredContent).
 */
export interface HealthOutput {
  /**
   * ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.
   */
  checked_at: IsoDateTime;
  status: "ok" | "degraded";
  validated_counts: {
    airports: number;
    carriers: number;
    languages: number;
    routes: number;
  };
  /**
   * Semantic version, e.g. 1.28.0.
   */
  version: Semver;
}

/**
 * Arguments of `list_languages` as the handler receives them: every property with a default is set.
 */
export interface ListLanguagesInput {}

/** Arguments of `list_languages` as a client sends them: properties with a default may be left out. */
export type ListLanguagesClientInput = ListLanguagesInput;

/**
 * Result of `list_languages` (structuredContent).
 */
export interface ListLanguagesOutput {
  languages: {
    /**
     * Value to pass as lang or language.
     */
    code: string;
    is_default: boolean;
    native_name: string;
    /**
     * How page URLs in this language begin, e.g. /de/.
     */
    url_prefix_pattern: string;
  }[];
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
}

/**
 * Arguments of `search_routes` as the handler receives them: every property with a default is set.
 */
export interface SearchRoutesInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language: Language;
  /**
   * Most pages to return, 1 to 100 (default 10).
   */
  limit: number;
  /**
   * Free text naming the origin and/or destination, e.g. 'Zurich to Sao Paulo'.
   */
  query: string;
}

/**
 * Arguments of `search_routes` as a client sends them: properties with a default may be left out.
 */
export interface SearchRoutesClientInput {
  /**
   * Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.
   */
  lang?: Lang;
  /**
   * Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.
   */
  language?: Language;
  /**
   * Most pages to return, 1 to 100 (default 10).
   */
  limit?: number;
  /**
   * Free text naming the origin and/or destination, e.g. 'Zurich to Sao Paulo'.
   */
  query: string;
}

/**
 * Result of `search_routes` (structuredContent).
 */
export interface SearchRoutesOutput {
  /**
   * What to try when nothing matched well; null otherwise.
   */
  hint: string | null;
  /**
   * Language the content is served in (the effective value of lang/language).
   */
  lang: string;
  /**
   * How well the best result fits: strong (a lane between the airports or cities the query names), partial (a lane sharing one named place), none (no published lane shares a place with the query; results is empty and hint says what to try).
   */
  match: "strong" | "partial" | "none";
  /**
   * Why a value is null or missing. The service never fills a gap with an estimate.
   */
  notes: Notes;
  query: string;
  results: {
    canonical_url: string;
    destination: Place;
    language_variants: LanguageVariant[];
    /**
     * The query's places this lane shares (IATA codes).
     */
    matched: string[];
    /**
     * URL of the page's published Markdown (.md) version, or null when none is published.
     */
    md_url: string | null;
    origin: Place;
    /**
     * True when the page belongs to the shipped sample set (data/freight, front matter sample: true) rather than published portal content.
     */
    sample: boolean;
    /**
     * Relevance from 0 to 1 on one scale for every query (1: both ends as asked, in that direction). Results below the relevance floor are dropped, never used to pad the list.
     */
    score: number;
    title: string;
  }[];
}
