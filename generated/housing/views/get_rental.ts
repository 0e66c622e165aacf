// Generated from spec/housing.json by npm run generate. DO NOT EDIT.
import { App } from "@modelcontextprotocol/ext-apps";
import type * as T from "../types";

/** The result a get_rental view renders: the tool's structuredContent, typed from its outputSchema. */
export type Result = T.GetRentalOutput;

/** Every tool of housing a view may call, with its arguments and result types. */
export interface Tools {
  "ask_adu": { input: T.AskAduClientInput; output: T.AskAduOutput };
  "draft_listing": { input: T.DraftListingClientInput; output: T.DraftListingOutput };
  "estimate_permit_fees": { input: T.EstimatePermitFeesClientInput; output: T.EstimatePermitFeesOutput };
  "fetch": { input: T.FetchClientInput; output: T.FetchOutput };
  "get_adu_rules": { input: T.GetAduRulesClientInput; output: T.GetAduRulesOutput };
  "get_my_activity": { input: T.GetMyActivityClientInput; output: T.GetMyActivityOutput };
  "get_rent_estimate": { input: T.GetRentEstimateClientInput; output: T.GetRentEstimateOutput };
  "get_rental": { input: T.GetRentalClientInput; output: T.GetRentalOutput };
  "get_thread": { input: T.GetThreadClientInput; output: T.GetThreadOutput };
  "match_plans_to_lot": { input: T.MatchPlansToLotClientInput; output: T.MatchPlansToLotOutput };
  "reply_to_thread": { input: T.ReplyToThreadClientInput; output: T.ReplyToThreadOutput };
  "request_tour": { input: T.RequestTourClientInput; output: T.RequestTourOutput };
  "resolve_parcel": { input: T.ResolveParcelClientInput; output: T.ResolveParcelOutput };
  "search": { input: T.SearchClientInput; output: T.SearchOutput };
  "search_managers": { input: T.SearchManagersClientInput; output: T.SearchManagersOutput };
  "search_plans": { input: T.SearchPlansClientInput; output: T.SearchPlansOutput };
  "search_rentals": { input: T.SearchRentalsClientInput; output: T.SearchRentalsOutput };
  "search_services": { input: T.SearchServicesClientInput; output: T.SearchServicesOutput };
  "send_inquiry": { input: T.SendInquiryClientInput; output: T.SendInquiryOutput };
  "start_application": { input: T.StartApplicationClientInput; output: T.StartApplicationOutput };
  "start_listing": { input: T.StartListingClientInput; output: T.StartListingOutput };
  "subscribe_listing_alert": { input: T.SubscribeListingAlertClientInput; output: T.SubscribeListingAlertOutput };
}

/** A refused or failed call: the error object of the result's text (docs/errors), or its text. */
export interface CallError {
  code: string;
  message: string;
}

export const TOOL = "get_rental";

/** Connects to the host; `render` gets each successful get_rental result, `failed` each error. */
export function mountView(render: (result: Result, app: App) => void, failed: (error: CallError, app: App) => void): App {
  const app = new App({ name: "housing/get_rental", version: "0.9.0" });
  app.ontoolresult = (r) => {
    if (r.isError || r.structuredContent === undefined) failed(errorOf(r.content), app);
    else render(r.structuredContent as unknown as Result, app);
  };
  void app.connect();
  return app;
}

/** Calls `name` on this view's server through the host. */
export async function callTool<K extends keyof Tools>(app: App, name: K, args: Tools[K]["input"]): Promise<{ ok: true; result: Tools[K]["output"] } | { ok: false; error: CallError }> {
  let r: Awaited<ReturnType<App["callServerTool"]>>;
  try {
    r = await app.callServerTool({ name, arguments: args as unknown as Record<string, unknown> });
  } catch (err) {
    return { ok: false, error: { code: "call_failed", message: err instanceof Error ? err.message : String(err) } };
  }
  if (r.isError || r.structuredContent === undefined) return { ok: false, error: errorOf(r.content) };
  return { ok: true, result: r.structuredContent as unknown as Tools[K]["output"] };
}

function errorOf(content: unknown): CallError {
  const text = Array.isArray(content) ? content.map((c: { type?: string; text?: string }) => (c.type === "text" ? c.text : "")).join("\n") : "";
  const json = text.indexOf("\n{");
  try {
    const e = (JSON.parse(text.slice(json + 1)) as { error?: CallError }).error;
    if (json >= 0 && e && typeof e.code === "string") return { code: e.code, message: String(e.message) };
  } catch {
    // not the error contract's shape: keep the text
  }
  return { code: "error", message: text || "the call failed" };
}
