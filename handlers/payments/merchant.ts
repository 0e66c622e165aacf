import { unitsToUsdc } from "./amounts";
import type { BaseChain } from "./chain";
import { mapLimit } from "./concurrency";
import { fetchListings, type Listing } from "./discovery";
import type { Outbound } from "./outbound";
import { Retriever } from "../_shared/retrieval";
import type { PaymentSettings } from "./settings";
import { fetchForCheck } from "./url-check";
import { isAddress, isBase, isBaseUsdc, parseChallenge, pickRequirement, requirementProblems } from "./x402";

export interface MerchantDeps {
  outbound: Outbound;
  chain: BaseChain;
  settings: PaymentSettings;
}

export interface QueryRank {
  query: string;
  rank: number | null;
  resultsConsidered: number;
  competitors: { payTo: string; priceUnits: bigint; resource: string }[];
}

export interface MerchantFacts {
  payTo: string;
  own: Listing[];
  ranks: QueryRank[];
  reliability: { endpointsChecked: number; validChallenges: number; issues: string[] };
  activity: { transferCount: number; uniquePayers: number; repeatBuyers: number; volumeUnits: bigint; excludedPayerCount: number; windowDays: number };
}

const CHALLENGE_BYTES = 256 * 1024;
const COMPETITORS_PER_QUERY = 3;

/** Everything both merchant tools score: listings, ranks, probes and on-chain activity. */
export async function gatherMerchantFacts(deps: MerchantDeps, payTo: string, queries: readonly string[], excludePayers: readonly string[] = []): Promise<MerchantFacts> {
  const wallet = payTo.toLowerCase();
  const [listings, head] = await Promise.all([fetchListings(deps.outbound, deps.settings), deps.chain.head()]);
  const own = listings.filter((l) => l.payTos.includes(wallet));
  const ranker = new Retriever(
    listings.map((l, i) => ({ id: String(i), listing: l, text: searchText(l) })),
    { fields: [{ name: "text" }] },
  );
  const ranks = queries.map((query) => rankFor(query, ranker, wallet));
  const [reliability, transfers] = await Promise.all([probe(deps, own.slice(0, deps.settings.maxProbes), payTo), deps.chain.transfersTo(payTo, head)]);
  const excluded = new Set(excludePayers.map((a) => a.toLowerCase()));
  const counted = transfers.filter((t) => !excluded.has(t.from));
  const perPayer = new Map<string, number>();
  for (const t of counted) perPayer.set(t.from, (perPayer.get(t.from) ?? 0) + 1);
  return {
    payTo,
    own,
    ranks,
    reliability,
    activity: {
      transferCount: counted.length,
      uniquePayers: perPayer.size,
      repeatBuyers: [...perPayer.values()].filter((n) => n >= 2).length,
      volumeUnits: counted.reduce((sum, t) => sum + t.value, 0n),
      excludedPayerCount: excluded.size,
      windowDays: deps.settings.activityWindowDays,
    },
  };
}

/** What a buyer's search sees of a listing: its description and the words of its URL path. */
function searchText(l: Listing): string {
  let path = "";
  try {
    const u = new URL(l.resource);
    path = `${u.hostname} ${u.pathname}`.replace(/[^a-zA-Z0-9]+/g, " ");
  } catch {
    /* listingFrom keeps only parsable URLs */
  }
  return `${l.description ?? ""} ${path}`;
}

function rankFor(query: string, ranker: Retriever<{ id: string; listing: Listing; text: string }>, wallet: string): QueryRank {
  const hits = ranker.search(query, { limit: ranker.size }).hits.map((h) => h.doc.listing);
  const position = hits.findIndex((l) => l.payTos.includes(wallet));
  const competitors: QueryRank["competitors"] = [];
  for (const l of hits) {
    if (competitors.length >= COMPETITORS_PER_QUERY) break;
    const r = l.requirement;
    if (l.payTos.includes(wallet) || !r || r.amountUnits === undefined || !isAddress(r.payTo) || !isBase(r) || !isBaseUsdc(r)) continue;
    competitors.push({ payTo: r.payTo, priceUnits: r.amountUnits, resource: l.resource });
  }
  return { query, rank: position < 0 ? null : position + 1, resultsConsidered: hits.length, competitors };
}

/** Fetches each endpoint's live challenge through the guarded client; valid = USDC on Base paying payTo. */
async function probe(deps: MerchantDeps, own: Listing[], payTo: string): Promise<MerchantFacts["reliability"]> {
  const results = await mapLimit(own, deps.settings.batchConcurrency, async (l): Promise<string[]> => {
    const f = await fetchForCheck(deps.outbound, l.resource, CHALLENGE_BYTES);
    if (!f.response) return [`${l.resource}: unreachable (${f.error?.code ?? "no response"})`];
    const parsed = parseChallenge(f.response.status, f.response.headers, f.response.body);
    if ("problem" in parsed) return [`${l.resource}: ${parsed.problem}`];
    return requirementProblems(pickRequirement(parsed.challenge), payTo).map((p) => `${l.resource}: ${p}`);
  });
  return { endpointsChecked: own.length, validChallenges: results.filter((r) => r.length === 0).length, issues: results.flat() };
}

export const priceText = (units: bigint | undefined): string | null => (units === undefined ? null : unitsToUsdc(units));
