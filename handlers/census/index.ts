import { defineHandlers } from "mcpforge/runtime";
import type { CensusHandlers } from "../../generated/census/server";
import { outboundConfigFrom } from "mcpforge/platform/http";
import type { CensusDeps } from "./context";
import { Gazetteer } from "./geography";
import { loadDatasets } from "./metadata";
import { censusSettingsFrom } from "./settings";
import { dataTools } from "./tools-data";
import { metaTools } from "./tools-meta";

/**
 * Census data server (document 002, service B): dataset, variable and geography metadata shipped
 * in data/census (no key needed), data through a real client of the Census Data API
 * (CENSUS_API_BASE, CENSUS_API_KEY) over the guarded outbound client. Launch modes: docs/census.md.
 */
export default defineHandlers<CensusHandlers>((env) => {
  const settings = censusSettingsFrom(env.config.env);
  const deps: CensusDeps = {
    settings,
    outbound: outboundConfigFrom(env.config.env),
    datasets: loadDatasets(settings.dataDir),
    gazetteer: new Gazetteer(settings.dataDir),
    liveVariables: new Map(),
  };
  env.logger.info({ api_base: settings.apiBase, api_key_configured: settings.apiKey !== null, datasets: deps.datasets.size }, "census data server ready");
  return {
    tools: { ...metaTools(deps), ...dataTools(deps) } satisfies CensusHandlers,
    health: () => ({ api_key_configured: settings.apiKey !== null, api_base: settings.apiBase, datasets: deps.datasets.size }),
  };
});
