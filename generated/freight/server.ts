// Generated from spec/freight.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a freight tool may return. */
export type FreightErrorCode =
  | "forbidden"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "sign_in_required"
  | "test_blocked"
  | "unsupported_language"
  | "upstream_unavailable";

/** Error codes `create_inquiry` may return. */
export type CreateInquiryErrorCode =
  | "internal_error"
  | "invalid_arguments"
  | "not_implemented"
  | "test_blocked"
  | "unsupported_language"
  | "upstream_unavailable";
/** Error codes `get_airport` may return. */
export type GetAirportErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unsupported_language";
/** Error codes `get_carrier` may return. */
export type GetCarrierErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unsupported_language";
/** Error codes `get_company_info` may return. */
export type GetCompanyInfoErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "unsupported_language";
/** Error codes `get_faq` may return. */
export type GetFaqErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "unsupported_language";
/** Error codes `get_rate_reference` may return. */
export type GetRateReferenceErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "unsupported_language";
/** Error codes `get_route` may return. */
export type GetRouteErrorCode =
  "internal_error" | "invalid_arguments" | "not_found" | "not_implemented" | "unsupported_language";
/** Error codes `health` may return. */
export type HealthErrorCode =
  "forbidden" | "internal_error" | "invalid_arguments" | "not_implemented" | "sign_in_required";
/** Error codes `list_languages` may return. */
export type ListLanguagesErrorCode = "internal_error" | "invalid_arguments" | "not_implemented";
/** Error codes `search_routes` may return. */
export type SearchRoutesErrorCode = "internal_error" | "invalid_arguments" | "not_implemented" | "unsupported_language";

/**
 * Business logic of the Freight Information Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/freight.json is a compile error until it is implemented.
 */
export interface FreightHandlers {
  /**
   * Submit a quote inquiry
   *
   * Submit an air-freight quote inquiry to the operator's portal, which issues a lead_uid; the channel is recorded as mcp. origin and destination must name an airport (IATA code, name or city) or a country, and an email or a phone is needed so the operator can answer; the other fields are free text and may stay empty (weight and dimensions are passed as written, with their units). The inquiry is stored (it survives restarts) and delivered to the portal, or held until one is configured. Never put passwords, card numbers or other payment data in any field. No price, transit time or booking comes back: the operator follows up using the contact details given. Test submissions are not delivered: when test is true, or name or company begins with TEST (which covers TESTAS), the call fails with test_blocked. Not idempotent: each successful call creates a new lead.
   */
  create_inquiry(
    args: T.CreateInquiryInput,
    ctx: RequestContext<CreateInquiryErrorCode>,
  ): Promise<T.CreateInquiryOutput>;
  /**
   * Get an airport page
   *
   * Return the portal's published page for one airport, found by IATA code (e.g. FRA) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Lanes are never inferred and no price or transit time is derived. Fails with not_found when no airport page is published for the query. Next: get_route for a linked lane.
   */
  get_airport(args: T.GetAirportInput, ctx: RequestContext<GetAirportErrorCode>): Promise<T.GetAirportOutput>;
  /**
   * Get a carrier page
   *
   * Return the portal's published page for one airline or cargo carrier, found by IATA code (e.g. LH) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Nothing is inferred about routes, capacity or prices. Fails with not_found when no carrier page is published for the query.
   */
  get_carrier(args: T.GetCarrierInput, ctx: RequestContext<GetCarrierErrorCode>): Promise<T.GetCarrierOutput>;
  /**
   * Get operating-company information
   *
   * Return the verified details of the company that operates the portal and the portal's contact channels (e-mail, contact form, website). A VAT number and phone numbers are deliberately never returned; fields that are not verified are null with a note.
   */
  get_company_info(
    args: T.GetCompanyInfoInput,
    ctx: RequestContext<GetCompanyInfoErrorCode>,
  ): Promise<T.GetCompanyInfoOutput>;
  /**
   * Get the FAQ
   *
   * Return the published FAQ as Markdown in the requested language. With query and/or topic, only the lines that match are returned; when nothing matches, markdown is empty and matched_lines is 0. Answers are never written or paraphrased by the service: only published text comes back.
   */
  get_faq(args: T.GetFaqInput, ctx: RequestContext<GetFaqErrorCode>): Promise<T.GetFaqOutput>;
  /**
   * Get rate-reference pages
   *
   * Return the dated, published rate-reference page together with the methodology and data-source pages that explain it. The service never computes, estimates or derives a rate: any figure in the result is quoted from a published page with its date. For an actual price, submit create_inquiry.
   */
  get_rate_reference(
    args: T.GetRateReferenceInput,
    ctx: RequestContext<GetRateReferenceErrorCode>,
  ): Promise<T.GetRateReferenceOutput>;
  /**
   * Get a route (lane) page
   *
   * Return one published lane page, found by a free-text query such as 'FRA to JFK' or 'Frankfurt New York': the IATA evidence for its airports, the carriers it names as typical, its transit wording exactly as published, canonical and .md URLs and language variants. Prices and transit times are never inferred; what the page does not state is null with a note. Fails with not_found when no lane page matches; search_routes lists candidates.
   */
  get_route(args: T.GetRouteInput, ctx: RequestContext<GetRouteErrorCode>): Promise<T.GetRouteOutput>;
  /**
   * Service health
   *
   * Report service health: status, the running version and counts of the published pages that passed validation (routes, airports, carriers, languages). Described as an authenticated check: without the required credential it fails with forbidden. Changes nothing.
   */
  health(args: T.HealthInput, ctx: RequestContext<HealthErrorCode>): Promise<T.HealthOutput>;
  /**
   * List served languages
   *
   * List every language the portal serves, with its code (the value for lang or language), native name and the URL prefix pattern its pages use. Changes nothing.
   */
  list_languages(
    args: T.ListLanguagesInput,
    ctx: RequestContext<ListLanguagesErrorCode>,
  ): Promise<T.ListLanguagesOutput>;
  /**
   * Search route pages
   *
   * Search the published lane pages by free text naming an origin and/or destination (city, airport or IATA code); matching tolerates accents, case, synonyms and word stems. Returns up to limit pages (default 10) with canonical URL and language variants; IATA codes appear only where the page publishes them. Only lanes that share an airport or city with the query are returned, each with a score; match says strong, partial or none, and an empty list with match none and a hint means no published lane fits: no route is invented. Next: get_route for the details.
   */
  search_routes(args: T.SearchRoutesInput, ctx: RequestContext<SearchRoutesErrorCode>): Promise<T.SearchRoutesOutput>;
}

export const freightService = defineService<FreightHandlers>({
  slug: "freight",
  title: "Freight Information Service",
  description:
    "Published air-freight information for agents: lane, airport and carrier pages, FAQ, rate-reference and methodology pages and served languages, plus submission of a quote inquiry. Prices and transit times are never invented or derived; a value that is not published is null with a note.",
  instructions:
    "Only published content is returned; missing values are null with a note, never estimated. Every tool with lang also takes language (same meaning; list_languages gives the codes). To request a quote, call create_inquiry; it sends no secrets or payment data and returns the portal's lead_uid.",
  version: "1.28.0",
  listingVersion: "1.0.0",
  transports: ["streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/002_ea3df3c32dfecbb7.txt",
    notes:
      "Inputs, lang/language pair, defaults, lead_uid, channel mcp and test_blocked are from the document. Our design: every result shape other than lead_uid/channel; minLength 1 on the required origin, destination and query inputs; search_routes limit bounds 1 to 100 (only the default 10 is stated); precedence of language over lang when both are non-empty; error codes not_found, unsupported_language, forbidden (health's credential is not shown) and upstream_unavailable. Sample labelling (issue 17): notes on search_routes, get_faq and list_languages, and sample per search result, so every result built from the shipped sample set says so.",
    section: "A",
  },
  errors: {
    forbidden: "The call needs a credential it did not carry (health is an authenticated check).",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    not_found: "No published page matches the query.",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    sign_in_required:
      "The tool needs an authenticated caller (a bearer token with scope freight:health) and none was presented.",
    test_blocked:
      "A test submission (test true, or name or company beginning with TEST or TESTAS, case as written): nothing was delivered and no lead_uid was issued.",
    unsupported_language:
      "lang or language names a language the portal does not serve; list_languages gives the served codes.",
    upstream_unavailable:
      "The portal that issues lead_uid could not be reached or refused the inquiry; no lead was created. Safe to retry later.",
  },
  tools: [
    {
      name: "create_inquiry",
      title: "Submit a quote inquiry",
      description:
        "Submit an air-freight quote inquiry to the operator's portal, which issues a lead_uid; the channel is recorded as mcp. origin and destination must name an airport (IATA code, name or city) or a country, and an email or a phone is needed so the operator can answer; the other fields are free text and may stay empty (weight and dimensions are passed as written, with their units). The inquiry is stored (it survives restarts) and delivered to the portal, or held until one is configured. Never put passwords, card numbers or other payment data in any field. No price, transit time or booking comes back: the operator follows up using the contact details given. Test submissions are not delivered: when test is true, or name or company begins with TEST (which covers TESTAS), the call fails with test_blocked. Not idempotent: each successful call creates a new lead.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true, readOnlyHint: false },
      priceMicros: 0,
      errors: [
        "internal_error",
        "invalid_arguments",
        "not_implemented",
        "test_blocked",
        "unsupported_language",
        "upstream_unavailable",
      ],
      inputSchema: {
        additionalProperties: false,
        properties: {
          cargo_type: {
            default: "",
            description: "Kind of cargo, e.g. general, perishable, dangerous goods.",
            type: "string",
          },
          company: {
            default: "",
            description: "Company name. A company beginning with TEST blocks delivery (test_blocked).",
            type: "string",
          },
          destination: {
            description: "Where the cargo goes: city, airport name or IATA code.",
            minLength: 1,
            type: "string",
          },
          dimensions: {
            default: "",
            description: "Dimensions as text, with units, e.g. 120x80x100 cm per piece.",
            type: "string",
          },
          email: { default: "", description: "Contact e-mail address for the operator's reply.", type: "string" },
          lang: {
            default: "en",
            description:
              "Language of the inquiry and the operator's follow-up, as a code from list_languages (default en). When language is also non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          name: {
            default: "",
            description: "Contact person's name. A name beginning with TEST blocks delivery (test_blocked).",
            type: "string",
          },
          origin: {
            description: "Where the cargo ships from: city, airport name or IATA code.",
            minLength: 1,
            type: "string",
          },
          phone: { default: "", description: "Contact phone number for the operator's reply.", type: "string" },
          pieces: { default: "", description: "Number of pieces as text, e.g. 4.", type: "string" },
          service: {
            default: "",
            description: "Requested service level, e.g. express, standard, door-to-door.",
            type: "string",
          },
          shipping_date: {
            default: "",
            description: "Intended shipping date as text, e.g. 2026-12-01 or 'early December'.",
            type: "string",
          },
          test: {
            default: false,
            description: "Mark the inquiry as a test: nothing is delivered and the call fails with test_blocked.",
            type: "boolean",
          },
          weight: { default: "", description: "Gross weight as text, with its unit, e.g. 250 kg.", type: "string" },
        },
        required: ["destination", "origin"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          channel: { const: "mcp", description: "Submission channel; always mcp.", type: "string" },
          delivery: {
            description:
              "queued: being delivered to the operator's portal; held: stored in this server's outbox until a portal is configured (FREIGHT_PORTAL_URL), then delivered. Either way the inquiry is kept across restarts.",
            enum: ["held", "queued"],
            type: "string",
          },
          lang: { description: "Language the inquiry was recorded in.", minLength: 1, type: "string" },
          lead_uid: { description: "Lead identifier issued by the portal.", minLength: 1, type: "string" },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
          submitted_at: { description: "When the portal accepted the inquiry.", format: "date-time", type: "string" },
        },
        required: ["channel", "delivery", "lang", "lead_uid", "notes", "submitted_at"],
        type: "object",
      },
      validateInput: V.create_inquiry_input,
      validateOutput: V.create_inquiry_output,
    },
    {
      name: "get_airport",
      title: "Get an airport page",
      description:
        "Return the portal's published page for one airport, found by IATA code (e.g. FRA) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Lanes are never inferred and no price or transit time is derived. Fails with not_found when no airport page is published for the query. Next: get_route for a linked lane.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          query: { description: "Airport IATA code (e.g. FRA) or airport name.", minLength: 1, type: "string" },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          alternatives: {
            description: "Other airports the query could mean, best first; empty when not ambiguous.",
            items: {
              additionalProperties: false,
              properties: {
                city: { type: "string" },
                country: { type: "string" },
                iata: { pattern: "^[A-Z]{3}$", type: "string" },
                name: { type: "string" },
              },
              required: ["city", "country", "iata", "name"],
              type: "object",
            },
            type: "array",
          },
          ambiguous: {
            description:
              "True when the query could mean other airports too (a metro with several airports, or cities sharing the name); alternatives lists them and this page is the metro's primary cargo/passenger airport or the best exact match.",
            type: "boolean",
          },
          canonical_url: { format: "uri", type: "string" },
          iata: {
            description: "IATA airport code when the page publishes it; otherwise null.",
            pattern: "^[A-Z]{3}$",
            type: ["string", "null"],
          },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          linked_lanes: {
            description: "Only the lanes this page links to explicitly.",
            items: {
              additionalProperties: false,
              description: "A lane (route) page that the page links to explicitly; lanes are never inferred.",
              properties: {
                canonical_url: { format: "uri", type: "string" },
                md_url: {
                  description: "URL of the page's published Markdown (.md) version, or null when none is published.",
                  format: "uri",
                  type: ["string", "null"],
                },
                title: { type: "string" },
              },
              required: ["canonical_url", "md_url", "title"],
              type: "object",
            },
            type: "array",
          },
          markdown: { description: "The published page body as Markdown.", type: "string" },
          md_url: {
            description: "URL of the page's published Markdown (.md) version, or null when none is published.",
            format: "uri",
            type: ["string", "null"],
          },
          name: { type: "string" },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
        },
        required: [
          "alternatives",
          "ambiguous",
          "canonical_url",
          "iata",
          "lang",
          "linked_lanes",
          "markdown",
          "md_url",
          "name",
          "notes",
        ],
        type: "object",
      },
      validateInput: V.get_airport_input,
      validateOutput: V.get_airport_output,
    },
    {
      name: "get_carrier",
      title: "Get a carrier page",
      description:
        "Return the portal's published page for one airline or cargo carrier, found by IATA code (e.g. LH) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Nothing is inferred about routes, capacity or prices. Fails with not_found when no carrier page is published for the query.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          query: { description: "Carrier IATA code (e.g. LH) or carrier name.", minLength: 1, type: "string" },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          canonical_url: { format: "uri", type: "string" },
          iata: {
            description: "IATA carrier code when the page publishes it; otherwise null.",
            pattern: "^[A-Z0-9]{2}$",
            type: ["string", "null"],
          },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          linked_lanes: {
            description: "Only the lanes this page links to explicitly.",
            items: {
              additionalProperties: false,
              description: "A lane (route) page that the page links to explicitly; lanes are never inferred.",
              properties: {
                canonical_url: { format: "uri", type: "string" },
                md_url: {
                  description: "URL of the page's published Markdown (.md) version, or null when none is published.",
                  format: "uri",
                  type: ["string", "null"],
                },
                title: { type: "string" },
              },
              required: ["canonical_url", "md_url", "title"],
              type: "object",
            },
            type: "array",
          },
          markdown: { description: "The published page body as Markdown.", type: "string" },
          md_url: {
            description: "URL of the page's published Markdown (.md) version, or null when none is published.",
            format: "uri",
            type: ["string", "null"],
          },
          name: { type: "string" },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
        },
        required: ["canonical_url", "iata", "lang", "linked_lanes", "markdown", "md_url", "name", "notes"],
        type: "object",
      },
      validateInput: V.get_carrier_input,
      validateOutput: V.get_carrier_output,
    },
    {
      name: "get_company_info",
      title: "Get operating-company information",
      description:
        "Return the verified details of the company that operates the portal and the portal's contact channels (e-mail, contact form, website). A VAT number and phone numbers are deliberately never returned; fields that are not verified are null with a note.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          canonical_url: {
            description: "The published company/imprint page, when there is one.",
            format: "uri",
            type: ["string", "null"],
          },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
          operating_company: {
            additionalProperties: false,
            properties: {
              address: { type: ["string", "null"] },
              country: { type: ["string", "null"] },
              legal_name: { type: "string" },
              website: { format: "uri", type: ["string", "null"] },
            },
            required: ["address", "country", "legal_name", "website"],
            type: "object",
          },
          portal: {
            additionalProperties: false,
            properties: {
              contact_email: { type: ["string", "null"] },
              contact_form_url: { format: "uri", type: ["string", "null"] },
              name: { type: "string" },
              url: { format: "uri", type: "string" },
            },
            required: ["contact_email", "contact_form_url", "name", "url"],
            type: "object",
          },
          verified_on: {
            anyOf: [
              {
                description: "Calendar date, YYYY-MM-DD.",
                format: "date",
                pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                type: "string",
              },
              { type: "null" },
            ],
            description: "Date the details were last verified.",
          },
        },
        required: ["canonical_url", "lang", "notes", "operating_company", "portal", "verified_on"],
        type: "object",
      },
      validateInput: V.get_company_info_input,
      validateOutput: V.get_company_info_output,
    },
    {
      name: "get_faq",
      title: "Get the FAQ",
      description:
        "Return the published FAQ as Markdown in the requested language. With query and/or topic, only the lines that match are returned; when nothing matches, markdown is empty and matched_lines is 0. Answers are never written or paraphrased by the service: only published text comes back.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          query: { description: "Words to look for in the FAQ; only matching lines are returned.", type: "string" },
          topic: { description: "FAQ topic or section name to restrict to.", type: "string" },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          canonical_url: { format: "uri", type: "string" },
          filtered: { description: "True when query or topic restricted the lines.", type: "boolean" },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          markdown: { description: "The FAQ, or only its matching lines when filtered.", type: "string" },
          matched_lines: { minimum: 0, type: "integer" },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
        },
        required: ["canonical_url", "filtered", "lang", "markdown", "matched_lines", "notes"],
        type: "object",
      },
      validateInput: V.get_faq_input,
      validateOutput: V.get_faq_output,
    },
    {
      name: "get_rate_reference",
      title: "Get rate-reference pages",
      description:
        "Return the dated, published rate-reference page together with the methodology and data-source pages that explain it. The service never computes, estimates or derives a rate: any figure in the result is quoted from a published page with its date. For an actual price, submit create_inquiry.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
          pages: {
            items: {
              additionalProperties: false,
              properties: {
                canonical_url: { format: "uri", type: "string" },
                kind: { enum: ["rate_reference", "methodology", "data_sources"], type: "string" },
                markdown: { type: "string" },
                md_url: {
                  description: "URL of the page's published Markdown (.md) version, or null when none is published.",
                  format: "uri",
                  type: ["string", "null"],
                },
                published_on: {
                  anyOf: [
                    {
                      description: "Calendar date, YYYY-MM-DD.",
                      format: "date",
                      pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$",
                      type: "string",
                    },
                    { type: "null" },
                  ],
                  description: "Date the page states for its content; null when undated.",
                },
                title: { type: "string" },
              },
              required: ["canonical_url", "kind", "markdown", "md_url", "published_on", "title"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["lang", "notes", "pages"],
        type: "object",
      },
      validateInput: V.get_rate_reference_input,
      validateOutput: V.get_rate_reference_output,
    },
    {
      name: "get_route",
      title: "Get a route (lane) page",
      description:
        "Return one published lane page, found by a free-text query such as 'FRA to JFK' or 'Frankfurt New York': the IATA evidence for its airports, the carriers it names as typical, its transit wording exactly as published, canonical and .md URLs and language variants. Prices and transit times are never inferred; what the page does not state is null with a note. Fails with not_found when no lane page matches; search_routes lists candidates.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          query: {
            description:
              "The lane: origin and destination as IATA codes or names, or a route page slug from search_routes.",
            minLength: 1,
            type: "string",
          },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          canonical_url: { format: "uri", type: "string" },
          destination: {
            additionalProperties: false,
            properties: {
              iata: {
                description: "Three-letter IATA airport code, only when the page publishes it; otherwise null.",
                pattern: "^[A-Z]{3}$",
                type: ["string", "null"],
              },
              name: { description: "Place or airport name as published.", type: "string" },
            },
            required: ["iata", "name"],
            type: "object",
          },
          iata_evidence: {
            description: "Published evidence for the airport IATA codes of the lane.",
            items: {
              additionalProperties: false,
              properties: {
                airport_name: { type: "string" },
                evidence: { description: "The published text or page that states the code.", type: "string" },
                iata: { pattern: "^[A-Z]{3}$", type: "string" },
                source_url: { format: "uri", type: ["string", "null"] },
              },
              required: ["airport_name", "evidence", "iata", "source_url"],
              type: "object",
            },
            type: "array",
          },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          language_variants: {
            items: {
              additionalProperties: false,
              properties: {
                lang: { description: "Language code of the variant.", type: "string" },
                url: { description: "Canonical URL of the page in that language.", format: "uri", type: "string" },
              },
              required: ["lang", "url"],
              type: "object",
            },
            type: "array",
          },
          markdown: { description: "The published page body as Markdown.", type: "string" },
          md_url: {
            description: "URL of the page's published Markdown (.md) version, or null when none is published.",
            format: "uri",
            type: ["string", "null"],
          },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
          origin: {
            additionalProperties: false,
            properties: {
              iata: {
                description: "Three-letter IATA airport code, only when the page publishes it; otherwise null.",
                pattern: "^[A-Z]{3}$",
                type: ["string", "null"],
              },
              name: { description: "Place or airport name as published.", type: "string" },
            },
            required: ["iata", "name"],
            type: "object",
          },
          title: { type: "string" },
          transit_wording: {
            description: "Transit-time wording exactly as published; null when the page states none.",
            type: ["string", "null"],
          },
          typical_carriers: {
            description: "Carriers the lane page names as typical; empty when it names none.",
            items: {
              additionalProperties: false,
              properties: {
                canonical_url: {
                  description: "The carrier's page on the portal, when one is published.",
                  format: "uri",
                  type: ["string", "null"],
                },
                iata: {
                  description: "Two-character IATA carrier code when published, else null.",
                  pattern: "^[A-Z0-9]{2}$",
                  type: ["string", "null"],
                },
                name: { type: "string" },
              },
              required: ["canonical_url", "iata", "name"],
              type: "object",
            },
            type: "array",
          },
        },
        required: [
          "canonical_url",
          "destination",
          "iata_evidence",
          "lang",
          "language_variants",
          "markdown",
          "md_url",
          "notes",
          "origin",
          "title",
          "transit_wording",
          "typical_carriers",
        ],
        type: "object",
      },
      validateInput: V.get_route_input,
      validateOutput: V.get_route_output,
    },
    {
      name: "health",
      title: "Service health",
      description:
        "Report service health: status, the running version and counts of the published pages that passed validation (routes, airports, carriers, languages). Described as an authenticated check: without the required credential it fails with forbidden. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["forbidden", "internal_error", "invalid_arguments", "not_implemented", "sign_in_required"],
      auth: { scopes: ["freight:health"] },
      inputSchema: { additionalProperties: false, properties: {}, required: [], type: "object" },
      outputSchema: {
        additionalProperties: false,
        properties: {
          checked_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          status: { enum: ["ok", "degraded"], type: "string" },
          validated_counts: {
            additionalProperties: false,
            properties: {
              airports: { minimum: 0, type: "integer" },
              carriers: { minimum: 0, type: "integer" },
              languages: { minimum: 0, type: "integer" },
              routes: { minimum: 0, type: "integer" },
            },
            required: ["airports", "carriers", "languages", "routes"],
            type: "object",
          },
          version: {
            description: "Semantic version, e.g. 1.28.0.",
            pattern: "^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$",
            type: "string",
          },
        },
        required: ["checked_at", "status", "validated_counts", "version"],
        type: "object",
      },
      validateInput: V.health_input,
      validateOutput: V.health_output,
    },
    {
      name: "list_languages",
      title: "List served languages",
      description:
        "List every language the portal serves, with its code (the value for lang or language), native name and the URL prefix pattern its pages use. Changes nothing.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented"],
      inputSchema: { additionalProperties: false, properties: {}, required: [], type: "object" },
      outputSchema: {
        additionalProperties: false,
        properties: {
          languages: {
            items: {
              additionalProperties: false,
              properties: {
                code: { description: "Value to pass as lang or language.", type: "string" },
                is_default: { type: "boolean" },
                native_name: { type: "string" },
                url_prefix_pattern: { description: "How page URLs in this language begin, e.g. /de/.", type: "string" },
              },
              required: ["code", "is_default", "native_name", "url_prefix_pattern"],
              type: "object",
            },
            type: "array",
          },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
        },
        required: ["languages", "notes"],
        type: "object",
      },
      validateInput: V.list_languages_input,
      validateOutput: V.list_languages_output,
    },
    {
      name: "search_routes",
      title: "Search route pages",
      description:
        "Search the published lane pages by free text naming an origin and/or destination (city, airport or IATA code); matching tolerates accents, case, synonyms and word stems. Returns up to limit pages (default 10) with canonical URL and language variants; IATA codes appear only where the page publishes them. Only lanes that share an airport or city with the query are returned, each with a score; match says strong, partial or none, and an empty list with match none and a hint means no published lane fits: no route is invented. Next: get_route for the details.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "unsupported_language"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          lang: {
            default: "",
            description:
              "Language of the returned content, as a code from list_languages (for example en, de). Empty means the portal's default language. Same meaning as language; when both are non-empty, language is used.",
            type: "string",
          },
          language: {
            default: "",
            description:
              "Alternative name for lang, accepted by every tool that takes lang. Empty means: use lang. When both are non-empty, language is used.",
            type: "string",
          },
          limit: {
            default: 10,
            description: "Most pages to return, 1 to 100 (default 10).",
            maximum: 100,
            minimum: 1,
            type: "integer",
          },
          query: {
            description: "Free text naming the origin and/or destination, e.g. 'Zurich to Sao Paulo'.",
            minLength: 1,
            type: "string",
          },
        },
        required: ["query"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          hint: { description: "What to try when nothing matched well; null otherwise.", type: ["string", "null"] },
          lang: {
            description: "Language the content is served in (the effective value of lang/language).",
            minLength: 1,
            type: "string",
          },
          match: {
            description:
              "How well the best result fits: strong (a lane between the airports or cities the query names), partial (a lane sharing one named place), none (no published lane shares a place with the query; results is empty and hint says what to try).",
            enum: ["strong", "partial", "none"],
            type: "string",
          },
          notes: {
            description: "Why a value is null or missing. The service never fills a gap with an estimate.",
            items: { type: "string" },
            type: "array",
          },
          query: { type: "string" },
          results: {
            items: {
              additionalProperties: false,
              properties: {
                canonical_url: { format: "uri", type: "string" },
                destination: {
                  additionalProperties: false,
                  properties: {
                    iata: {
                      description: "Three-letter IATA airport code, only when the page publishes it; otherwise null.",
                      pattern: "^[A-Z]{3}$",
                      type: ["string", "null"],
                    },
                    name: { description: "Place or airport name as published.", type: "string" },
                  },
                  required: ["iata", "name"],
                  type: "object",
                },
                language_variants: {
                  items: {
                    additionalProperties: false,
                    properties: {
                      lang: { description: "Language code of the variant.", type: "string" },
                      url: {
                        description: "Canonical URL of the page in that language.",
                        format: "uri",
                        type: "string",
                      },
                    },
                    required: ["lang", "url"],
                    type: "object",
                  },
                  type: "array",
                },
                matched: {
                  description: "The query's places this lane shares (IATA codes).",
                  items: { type: "string" },
                  type: "array",
                },
                md_url: {
                  description: "URL of the page's published Markdown (.md) version, or null when none is published.",
                  format: "uri",
                  type: ["string", "null"],
                },
                origin: {
                  additionalProperties: false,
                  properties: {
                    iata: {
                      description: "Three-letter IATA airport code, only when the page publishes it; otherwise null.",
                      pattern: "^[A-Z]{3}$",
                      type: ["string", "null"],
                    },
                    name: { description: "Place or airport name as published.", type: "string" },
                  },
                  required: ["iata", "name"],
                  type: "object",
                },
                sample: {
                  description:
                    "True when the page belongs to the shipped sample set (data/freight, front matter sample: true) rather than published portal content.",
                  type: "boolean",
                },
                score: {
                  description:
                    "Relevance from 0 to 1 on one scale for every query (1: both ends as asked, in that direction). Results below the relevance floor are dropped, never used to pad the list.",
                  maximum: 1,
                  minimum: 0,
                  type: "number",
                },
                title: { type: "string" },
              },
              required: [
                "canonical_url",
                "destination",
                "language_variants",
                "matched",
                "md_url",
                "origin",
                "sample",
                "score",
                "title",
              ],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["hint", "lang", "match", "notes", "query", "results"],
        type: "object",
      },
      validateInput: V.search_routes_input,
      validateOutput: V.search_routes_output,
    },
  ],
});
