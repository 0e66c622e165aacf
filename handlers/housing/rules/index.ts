import type { HousingRulesHandlers } from "../../../generated/housing/server";
import { checkQuery } from "../../_shared/retrieval";
import { housingDataDir } from "../support/data-file";
import type { HousingDeps } from "../support/deps";
import type { SearchSource } from "../support/sources";
import { estimateFees, loadFeeData, type FeeData } from "./fees/estimate";
import { askAdu } from "./law/ask";
import { loadCorpus, type Corpus } from "./law/corpus";
import { CorpusIndex } from "./law/retrieval";
import { checkStandardPassages, getAduRules } from "./law/rules";
import { corpusSearchSource } from "./law/source";

interface RulesData {
  fees: FeeData;
  corpus: Corpus;
  index: CorpusIndex;
}

// One load per data directory: the handlers and the `page:` search source share it.
const loaded = new Map<string, RulesData>();

/** Fee schedules and the ADU law corpus, validated (file and line on a problem) and indexed. */
function rulesData(deps: HousingDeps): RulesData {
  const dir = housingDataDir(deps.env.config.env.HOUSING_DATA_DIR);
  let data = loaded.get(dir);
  if (!data) {
    const corpus = loadCorpus(dir);
    checkStandardPassages(dir, corpus);
    data = { fees: loadFeeData(dir), corpus, index: new CorpusIndex(corpus) };
    loaded.set(dir, data);
  }
  return data;
}

/** The `rules` tools of the housing service (spec/housing.json, group `rules`): fees and ADU law. */
export function rulesHandlers(deps: HousingDeps): HousingRulesHandlers {
  const data = rulesData(deps);
  return {
    async estimate_permit_fees(args, ctx) {
      const max = data.fees.california.jadu_rule.max_sqft;
      if (args.construction_type === "jadu_internal" && args.square_footage > max) {
        throw ctx.invalid({ path: "/square_footage", message: `a junior ADU (jadu_internal) is at most ${max} sq ft (${data.fees.california.jadu_rule.citation}); use attached_new or garage_conversion for a larger unit` });
      }
      return estimateFees(data.fees, args);
    },
    async get_adu_rules(args, ctx) {
      // A blank question is no question; one of common words only or in another script is refused.
      if (args.question?.trim()) askable(args.question, "question", ctx);
      return getAduRules(data.corpus, data.index, args);
    },
    async ask_adu(args, ctx) {
      askable(args.question, "question", ctx);
      return askAdu(data.corpus, data.index, args);
    },
  };
}

/** Refuses, naming the field, a question the corpus cannot be searched with (docs/retrieval.md, "Bad input"). */
function askable(question: string, field: string, ctx: { invalid(issue: { path: string; message: string }): Error }): void {
  const q = checkQuery(question, field);
  if (!q.ok) throw ctx.invalid({ path: `/${field}`, message: q.message });
}

/** The `page:` search source over the ADU law corpus, for the catalog's search/fetch tools. */
export function rulesSearchSource(deps: HousingDeps): SearchSource {
  const data = rulesData(deps);
  return corpusSearchSource(data.corpus, data.index);
}
