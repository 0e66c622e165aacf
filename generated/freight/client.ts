// Generated from spec/freight.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Freight Information Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class FreightClient {
  constructor(readonly client: Client) {}

  /**
   * Submit a quote inquiry
   *
   * Submit an air-freight quote inquiry to the operator's portal, which issues a lead_uid; the channel is recorded as mcp. origin and destination must name an airport (IATA code, name or city) or a country, and an email or a phone is needed so the operator can answer; the other fields are free text and may stay empty (weight and dimensions are passed as written, with their units). The inquiry is stored (it survives restarts) and delivered to the portal, or held until one is configured. Never put passwords, card numbers or other payment data in any field. No price, transit time or booking comes back: the operator follows up using the contact details given. Test submissions are not delivered: when test is true, or name or company begins with TEST (which covers TESTAS), the call fails with test_blocked. Not idempotent: each successful call creates a new lead.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, test_blocked, unsupported_language, upstream_unavailable.
   */
  create_inquiry(
    args: T.CreateInquiryClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CreateInquiryOutput, S.CreateInquiryErrorCode>> {
    return typedToolCall(this.client, "create_inquiry", args, options);
  }

  /**
   * Get an airport page
   *
   * Return the portal's published page for one airport, found by IATA code (e.g. FRA) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Lanes are never inferred and no price or transit time is derived. Fails with not_found when no airport page is published for the query. Next: get_route for a linked lane.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unsupported_language.
   */
  get_airport(
    args: T.GetAirportClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetAirportOutput, S.GetAirportErrorCode>> {
    return typedToolCall(this.client, "get_airport", args, options);
  }

  /**
   * Get a carrier page
   *
   * Return the portal's published page for one airline or cargo carrier, found by IATA code (e.g. LH) or name: its Markdown body, canonical URL, .md URL and the lane pages it explicitly links to. Nothing is inferred about routes, capacity or prices. Fails with not_found when no carrier page is published for the query.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unsupported_language.
   */
  get_carrier(
    args: T.GetCarrierClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetCarrierOutput, S.GetCarrierErrorCode>> {
    return typedToolCall(this.client, "get_carrier", args, options);
  }

  /**
   * Get operating-company information
   *
   * Return the verified details of the company that operates the portal and the portal's contact channels (e-mail, contact form, website). A VAT number and phone numbers are deliberately never returned; fields that are not verified are null with a note.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unsupported_language.
   */
  get_company_info(
    args?: T.GetCompanyInfoClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetCompanyInfoOutput, S.GetCompanyInfoErrorCode>> {
    return typedToolCall(this.client, "get_company_info", args, options);
  }

  /**
   * Get the FAQ
   *
   * Return the published FAQ as Markdown in the requested language. With query and/or topic, only the lines that match are returned; when nothing matches, markdown is empty and matched_lines is 0. Answers are never written or paraphrased by the service: only published text comes back.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unsupported_language.
   */
  get_faq(
    args?: T.GetFaqClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetFaqOutput, S.GetFaqErrorCode>> {
    return typedToolCall(this.client, "get_faq", args, options);
  }

  /**
   * Get rate-reference pages
   *
   * Return the dated, published rate-reference page together with the methodology and data-source pages that explain it. The service never computes, estimates or derives a rate: any figure in the result is quoted from a published page with its date. For an actual price, submit create_inquiry.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unsupported_language.
   */
  get_rate_reference(
    args?: T.GetRateReferenceClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetRateReferenceOutput, S.GetRateReferenceErrorCode>> {
    return typedToolCall(this.client, "get_rate_reference", args, options);
  }

  /**
   * Get a route (lane) page
   *
   * Return one published lane page, found by a free-text query such as 'FRA to JFK' or 'Frankfurt New York': the IATA evidence for its airports, the carriers it names as typical, its transit wording exactly as published, canonical and .md URLs and language variants. Prices and transit times are never inferred; what the page does not state is null with a note. Fails with not_found when no lane page matches; search_routes lists candidates.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented, unsupported_language.
   */
  get_route(
    args: T.GetRouteClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetRouteOutput, S.GetRouteErrorCode>> {
    return typedToolCall(this.client, "get_route", args, options);
  }

  /**
   * Service health
   *
   * Report service health: status, the running version and counts of the published pages that passed validation (routes, airports, carriers, languages). Described as an authenticated check: without the required credential it fails with forbidden. Changes nothing.
   *
   * Errors: forbidden, internal_error, invalid_arguments, not_implemented, sign_in_required.
   */
  health(
    args?: T.HealthClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.HealthOutput, S.HealthErrorCode>> {
    return typedToolCall(this.client, "health", args, options);
  }

  /**
   * List served languages
   *
   * List every language the portal serves, with its code (the value for lang or language), native name and the URL prefix pattern its pages use. Changes nothing.
   *
   * Errors: internal_error, invalid_arguments, not_implemented.
   */
  list_languages(
    args?: T.ListLanguagesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ListLanguagesOutput, S.ListLanguagesErrorCode>> {
    return typedToolCall(this.client, "list_languages", args, options);
  }

  /**
   * Search route pages
   *
   * Search the published lane pages by free text naming an origin and/or destination (city, airport or IATA code); matching tolerates accents, case, synonyms and word stems. Returns up to limit pages (default 10) with canonical URL and language variants; IATA codes appear only where the page publishes them. Only lanes that share an airport or city with the query are returned, each with a score; match says strong, partial or none, and an empty list with match none and a hint means no published lane fits: no route is invented. Next: get_route for the details.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, unsupported_language.
   */
  search_routes(
    args: T.SearchRoutesClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.SearchRoutesOutput, S.SearchRoutesErrorCode>> {
    return typedToolCall(this.client, "search_routes", args, options);
  }
}
