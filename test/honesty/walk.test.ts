import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startReplay, type Replay } from "../census/replay-server";
import { tempDataEnv } from "../helpers/data";
import { startTestHost, type TestHost } from "../helpers/host";
import { claimProblems, sampleProblems } from "./claims";

/**
 * Issue 27's property test: every tool of freight, census, games and housing is called through a
 * real host with valid arguments on the shipped (sample) data, and every result is checked: one
 * built from sample data says so in its structure and its text and never says sample: false; no
 * result says calibrated, verified, live or current without the evidence in the same result.
 * A tool added to a manifest without a case here fails the test.
 *
 * `sample`: true when the tool's answer rests on the shipped sample data by default; false when it
 * rests on real shipped data (census metadata, the real game_a roster, airports) or reports on the
 * caller's own actions. Census data tools run against the replayed Census API (a local server
 * answering recorded response shapes, test/census/replay-server.ts).
 */
type Slug = "freight" | "census" | "games" | "housing";
interface Case {
  args: (s: State) => Record<string, unknown>;
  sample: boolean;
  /** Declared refusals this world may answer (the refusal carries no structured content to check). */
  refusals?: string[];
}
interface State {
  listing?: string;
  thread?: string;
}

const ctx = { context: "an assistant checking whether every answer of the service says which of its figures come from sample data today" };
const later = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const CASES: Record<Slug, Record<string, Case>> = {
  freight: {
    get_company_info: { args: () => ({}), sample: true },
    get_faq: { args: () => ({ query: "customs" }), sample: true },
    get_rate_reference: { args: () => ({}), sample: true },
    get_route: { args: () => ({ query: "Frankfurt to New York" }), sample: true },
    search_routes: { args: () => ({ query: "Frankfurt" }), sample: true },
    get_airport: { args: () => ({ query: "FRA" }), sample: false },
    get_carrier: { args: () => ({ query: "Lufthansa" }), sample: false },
    list_languages: { args: () => ({}), sample: false },
    health: { args: () => ({}), sample: false },
    // No portal is configured in the test world: the inquiry is refused or kept for later delivery (engineer lookup's issue 27 item 8).
    create_inquiry: { args: () => ({ origin: "Frankfurt", destination: "New York", email: "shipper@example.com", name: "Walk Test", weight: "120 kg" }), sample: false, refusals: ["upstream_unavailable"] },
  },
  census: {
    census_list_datasets: { args: () => ({}), sample: false },
    census_list_geographies: { args: () => ({ dataset: "acs/acs5", year: 2023 }), sample: false },
    census_search_variables: { args: () => ({ query: "median household income" }), sample: false },
    census_resolve_geography: { args: () => ({ query: "King County, Washington" }), sample: false },
    census_query_data: { args: () => ({ dataset: "acs/acs5", year: 2023, geography_level: "state", variables: ["B19013_001E"] }), sample: false },
    census_compare_geographies: { args: () => ({ dataset: "acs/acs5", year: 2023, geography_level: "county", within: { state: "53" }, variables: ["B19013_001E"] }), sample: false },
  },
  games: {
    lookup_hero: { args: () => ({ ...ctx, game: "game_b", query: "Kestrel" }), sample: true },
    get_counters: { args: () => ({ ...ctx, game: "game_a", hero: "axe" }), sample: true },
    get_synergy: { args: () => ({ ...ctx, game: "game_c", hero: "Flux" }), sample: true },
    get_matchup: { args: () => ({ ...ctx, game: "game_a", hero: "axe", opponent: "pudge" }), sample: true },
    get_tier_list: { args: () => ({ ...ctx, game: "game_a" }), sample: true },
    get_ban_rates: { args: () => ({ ...ctx, game: "game_b" }), sample: true },
    get_hero_momentum: { args: () => ({ ...ctx, game: "game_a" }), sample: true },
    predict_winrate: { args: () => ({ ...ctx, game: "game_a", my_heroes: ["axe", "cm"], enemy_heroes: ["pudge"] }), sample: true },
    predict_winrate_batch: { args: () => ({ ...ctx, my_heroes: ["axe"], enemy_heroes: ["pudge"], candidates: ["lion", "lina", "zeus"] }), sample: true },
    recommend_pick: { args: () => ({ ...ctx, game: "game_a", enemy_heroes: ["pudge"] }), sample: true },
    analyze_draft: { args: () => ({ ...ctx, game: "game_a", my_heroes: ["axe"], enemy_heroes: ["pudge"] }), sample: true },
    get_tournament_stats: { args: () => ({ ...ctx }), sample: true },
    get_tournament_game_stats: { args: () => ({ ...ctx }), sample: true },
    get_model_track_record: { args: () => ({ ...ctx }), sample: true },
    search: { args: () => ({ ...ctx, query: "axe counters" }), sample: true },
    fetch: { args: () => ({ ...ctx, id: "game_a:tier-list" }), sample: true },
    get_more_tools: { args: () => ({ ...ctx }), sample: false },
  },
  housing: {
    search_rentals: { args: () => ({ city: "Los Angeles", limit: 3 }), sample: true },
    get_rental: { args: (s) => ({ id: s.listing }), sample: true },
    search: { args: () => ({ query: "garden cottage Los Angeles" }), sample: true },
    fetch: { args: (s) => ({ id: `rental:${s.listing}` }), sample: true },
    start_listing: { args: () => ({ address: "706 S Hoover St, Unit B, Los Angeles, CA 90007", price: 2500 }), sample: true },
    get_rent_estimate: { args: () => ({ address: "Los Angeles, CA 90007", bedrooms: 1, bathrooms: 1, square_feet: 550 }), sample: true },
    estimate_permit_fees: { args: () => ({ jurisdiction: "la_city", construction_type: "detached_new", square_footage: 600, bedrooms: 1, bathrooms: 1 }), sample: true },
    get_adu_rules: { args: () => ({ jurisdiction: "Los Angeles" }), sample: true },
    ask_adu: { args: () => ({ question: "How tall can a detached ADU be in Los Angeles?" }), sample: true },
    resolve_parcel: { args: () => ({ address: "1520 Maple Ave, Los Angeles, CA" }), sample: true },
    match_plans_to_lot: { args: () => ({ address: "1520 Maple Ave, Los Angeles, CA" }), sample: true },
    search_plans: { args: () => ({ bedrooms_min: 1 }), sample: true },
    search_managers: { args: () => ({ city: "Los Angeles" }), sample: true },
    search_services: { args: () => ({ category: "plumber" }), sample: true },
    send_inquiry: { args: (s) => ({ listing_id: s.listing, message: "Is the unit still available?" }), sample: true },
    request_tour: { args: (s) => ({ listing_id: s.listing, preferred_times: [`${later}T17:00`] }), sample: true },
    get_thread: { args: (s) => ({ thread_id: s.thread }), sample: true },
    reply_to_thread: { args: (s) => ({ thread_id: s.thread, message: "Thanks, a weekday evening works." }), sample: true },
    start_application: { args: (s) => ({ listing_id: s.listing }), sample: true },
    draft_listing: { args: () => ({ address: "12 Quiet Hollow Ln, San Diego, CA 92104", price: 2100 }), sample: false },
    subscribe_listing_alert: { args: () => ({ city: "Los Angeles", max_price: 3000 }), sample: false },
    get_my_activity: { args: () => ({}), sample: false },
  },
};

let host: TestHost;
let replay: Replay;
let data: ReturnType<typeof tempDataEnv>;
const clients = {} as Record<Slug, Client>;
const state: State = {};
beforeAll(async () => {
  replay = await startReplay();
  data = tempDataEnv();
  const env = { ...data.env, MCPFORGE_OUTBOUND_ALLOW: "loopback", CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key", GAMES_SAMPLE_MATCHES: "3000" };
  host = await startTestHost(["freight", "census", "games", "housing"], { env });
  for (const slug of Object.keys(CASES) as Slug[]) clients[slug] = await host.client(slug);
});
afterAll(async () => {
  await host?.close();
  await replay?.close();
  data?.cleanup();
});

describe.each(Object.keys(CASES) as Slug[])("every %s tool answers honestly about sample data and its claims", (slug) => {
  test("every tool of the manifest has a case", async () => {
    const { tools } = await clients[slug].listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(CASES[slug]).sort());
  });

  test.each(Object.keys(CASES[slug]))("%s", async (name) => {
    const c = CASES[slug][name]!;
    const r = await clients[slug].callTool({ name, arguments: c.args(state) });
    const text = (r.content as { type: string; text?: string }[]).map((x) => x.text ?? "").join("\n");
    if (r.isError) {
      const code = (r._meta?.["dev.mcpforge/error"] as { code?: string } | undefined)?.code ?? "";
      if (c.refusals?.includes(code)) return;
      throw new Error(`${slug}.${name} refused valid arguments: ${text.slice(0, 400)}`);
    }
    remember(slug, name, r.structuredContent);
    const problems = [...claimProblems(r.structuredContent, text), ...(c.sample ? sampleProblems(r.structuredContent, text) : [])];
    expect(problems).toEqual([]);
  });
});

/** Ids later cases need: a sample listing, the thread an inquiry opened. */
function remember(slug: Slug, name: string, out: unknown): void {
  const o = out as Record<string, any>;
  if (slug === "housing" && name === "search_rentals") state.listing = o.listings[0].id;
  if (slug === "housing" && name === "send_inquiry") state.thread = o.thread_id;
}
