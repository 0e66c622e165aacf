import type { GamesCore } from "./core";
import type { GamesSettings } from "./settings";
import type { MatchStore } from "./store";

/** Everything the tool modules get: rosters and normalisers, stored matches, settings, host URL. */
export interface GamesService extends GamesCore {
  store: MatchStore;
  settings: GamesSettings;
  baseUrl(): string;
}
