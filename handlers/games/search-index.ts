import { Retriever } from "../_shared/retrieval";
import type { DocRef } from "./documents";

/**
 * Words players use that the pages say otherwise (docs/retrieval.md, "Adding aliases"). Hero
 * nicknames live in the rosters (data/games/), not here: each hero page holds its hero's names.
 */
export const GAMES_ALIASES: Record<string, string[]> = {
  accurate: ["accuracy"],
  predictions: ["prediction"],
  predictor: ["prediction model"],
  calibrated: ["calibration"],
  reliable: ["calibration", "accuracy"],
  pro: ["tournament"],
  pros: ["tournament"],
  esports: ["tournament"],
  competitive: ["tournament"],
  counter: ["counters"],
  counterpick: ["counters"],
  "good against": ["counters"],
  "weak against": ["counters"],
  "who beats": ["counters"],
  "good with": ["synergy"],
  "pairs well": ["synergy"],
  "works well": ["synergy"],
  combos: ["combo"],
  "team ups": ["teamup"],
  "team up": ["teamup"],
  op: ["strongest"],
  broken: ["strongest"],
  strongest: ["tier list"],
  "top heroes": ["tier list"],
  "best heroes": ["tier list"],
  bans: ["ban"],
  "pick rate": ["tier list"],
};

/**
 * The retriever over the pages `refs()` lists, rebuilt only when that list changes (tournament
 * pages can appear). Fields: hero names weigh most, then the title, then kind and game words.
 */
export function searchIndex(refs: () => DocRef[]): () => Retriever<DocRef> {
  let built: { key: string; retriever: Retriever<DocRef> } | undefined;
  return () => {
    const docs = refs();
    const key = `${docs.length}:${docs[docs.length - 1]?.id ?? ""}`;
    if (built?.key !== key) {
      built = {
        key,
        retriever: new Retriever(docs, {
          fields: [{ name: "names", boost: 3 }, { name: "title", boost: 2 }, { name: "kind" }, { name: "game" }],
          aliases: GAMES_ALIASES,
        }),
      };
    }
    return built.retriever;
  };
}
