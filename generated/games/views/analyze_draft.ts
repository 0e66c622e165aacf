// Generated from spec/games.json by npm run generate. DO NOT EDIT.
import { App } from "@modelcontextprotocol/ext-apps";
import type * as T from "../types";

/** The result a analyze_draft view renders: the tool's structuredContent, typed from its outputSchema. */
export type Result = T.AnalyzeDraftOutput;

/** Every tool of games a view may call, with its arguments and result types. */
export interface Tools {
  "analyze_draft": { input: T.AnalyzeDraftClientInput; output: T.AnalyzeDraftOutput };
  "fetch": { input: T.FetchClientInput; output: T.FetchOutput };
  "get_ban_rates": { input: T.GetBanRatesClientInput; output: T.GetBanRatesOutput };
  "get_counters": { input: T.GetCountersClientInput; output: T.GetCountersOutput };
  "get_hero_momentum": { input: T.GetHeroMomentumClientInput; output: T.GetHeroMomentumOutput };
  "get_matchup": { input: T.GetMatchupClientInput; output: T.GetMatchupOutput };
  "get_model_track_record": { input: T.GetModelTrackRecordClientInput; output: T.GetModelTrackRecordOutput };
  "get_more_tools": { input: T.GetMoreToolsClientInput; output: T.GetMoreToolsOutput };
  "get_synergy": { input: T.GetSynergyClientInput; output: T.GetSynergyOutput };
  "get_tier_list": { input: T.GetTierListClientInput; output: T.GetTierListOutput };
  "get_tournament_game_stats": { input: T.GetTournamentGameStatsClientInput; output: T.GetTournamentGameStatsOutput };
  "get_tournament_stats": { input: T.GetTournamentStatsClientInput; output: T.GetTournamentStatsOutput };
  "lookup_hero": { input: T.LookupHeroClientInput; output: T.LookupHeroOutput };
  "predict_winrate": { input: T.PredictWinrateClientInput; output: T.PredictWinrateOutput };
  "predict_winrate_batch": { input: T.PredictWinrateBatchClientInput; output: T.PredictWinrateBatchOutput };
  "recommend_pick": { input: T.RecommendPickClientInput; output: T.RecommendPickOutput };
  "search": { input: T.SearchClientInput; output: T.SearchOutput };
}

/** A refused or failed call: the error object of the result's text (docs/errors), or its text. */
export interface CallError {
  code: string;
  message: string;
}

export const TOOL = "analyze_draft";

/** Connects to the host; `render` gets each successful analyze_draft result, `failed` each error. */
export function mountView(render: (result: Result, app: App) => void, failed: (error: CallError, app: App) => void): App {
  const app = new App({ name: "games/analyze_draft", version: "0.7.0" });
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
