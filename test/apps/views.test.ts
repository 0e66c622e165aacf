import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startReplay, type Replay } from "../census/replay-server";
import { CONTEXT } from "../games/harness";
import { renderView, screenshotShape, startAppsWorld, viewOf, writeShot, type AppsWorld } from "./harness";

/** census and games views in headless Chromium, each with a real result from the running server. */
describe("MCP Apps: census and games views", () => {
  let world: AppsWorld;
  let replay: Replay;
  const clients: Record<string, Client> = {};
  beforeAll(async () => {
    replay = await startReplay();
    world = await startAppsWorld(["census", "games"], { MCPFORGE_OUTBOUND_ALLOW: "loopback", CENSUS_API_BASE: replay.base, CENSUS_API_KEY: "good-key", GAMES_SAMPLE_MATCHES: "3000" });
    for (const slug of ["census", "games"] as const) clients[slug] = await world.host.client(slug);
  });
  afterAll(async () => {
    await world?.close();
    await replay?.close();
  });

  /** The view of `tool` rendered with the real result of `args`; returns the page, the frame and the result. */
  async function rendered(slug: "census" | "games", tool: string, args: Record<string, unknown>) {
    const { html } = await viewOf(`${world.host.url}/${slug}/mcp`, tool);
    const result = (await clients[slug].callTool({ name: tool, arguments: args })) as Record<string, any>;
    expect(result.isError ? result.content : "ok").toBe("ok");
    const { page, requests } = await renderView(world, html, args, result, async () => ({ isError: true, content: [{ type: "text", text: "not expected" }] }));
    return { page, view: page.frameLocator("iframe"), r: result.structuredContent, requests };
  }

  async function screenshot(page: Awaited<ReturnType<typeof rendered>>["page"], name: string) {
    const png = await page.locator("iframe").screenshot();
    const shape = await screenshotShape(page, png);
    expect([shape.width, shape.height]).toEqual([800, 1000]);
    expect(shape.inkedBands.slice(0, 2).every((b) => b > 0.01)).toBe(true);
    writeShot(name, png);
  }

  test("census_compare_geographies: one bar per ranked row, its margin of error as a whisker and in the table", async () => {
    const args = { dataset: "acs/acs5", year: 2023, geography_level: "county", within: { state: "53" }, variables: ["B19013_001E"], sort_by: "B19013_001E", limit: 12 };
    const { page, view, r, requests } = await rendered("census", "census_compare_geographies", args);
    const withEstimate = r.rows.filter((row: any) => row.values.B19013_001E?.estimate !== null);
    expect(r.rows.length).toBeGreaterThan(1);
    expect(await view.locator("svg.chart rect.bar").count()).toBe(withEstimate.length);
    expect(await view.locator("table.ranked tbody tr").count()).toBe(r.rows.length);
    const first = r.rows[0];
    const cell = first.values.B19013_001E;
    expect(await view.locator("table.ranked tbody tr").first().locator("th").textContent()).toBe(first.name);
    expect(await view.locator("table.ranked tbody tr").first().locator("td").nth(2).textContent()).toBe(cell.moe === null ? "–" : `±${cell.moe.toLocaleString("en-US")}`);
    expect(await view.locator("svg.chart").getAttribute("role")).toBe("img");
    expect(requests).toEqual([]);
    await screenshot(page, "census-compare_geographies.png");
    await page.close();
  });

  test("analyze_draft: both teams, the win probability with its interval and evidence, the top counters", async () => {
    const args = { context: CONTEXT, game: "game_a", my_heroes: ["sf", "lion"], enemy_heroes: ["invoker", "axe"] };
    const { page, view, r, requests } = await rendered("games", "analyze_draft", args);
    expect(await view.locator(".team.mine li").count()).toBe(r.my_heroes.length);
    expect(await view.locator(".team.enemy li").count()).toBe(r.enemy_heroes.length);
    expect(await view.locator(".team.mine .pct").textContent()).toBe(r.my_win_rate_pct === null ? "no probability" : `${r.my_win_rate_pct.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}% to win`);
    expect(await view.locator(`[data-status="${r.prediction_status}"]`).count()).toBe(1);
    // The interval the result states, with its basis (a real game_a result on the sample has one).
    const i = r.my_win_rate_interval;
    expect(i).not.toBeNull();
    const one = (x: number) => x.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(await view.locator(".interval-text").textContent()).toBe(
      `95% interval: ${one(i.low_pct)}–${one(i.high_pct)}% over ${i.n} holdout matches whose favourite the model gave ${i.favourite_range}; the favourite won ${i.favourite_wins} of them (${one(i.observed_favourite_win_rate_pct)}%). Sample data: simulated matches.`,
    );
    expect(await view.locator(".split .interval").count()).toBe(1);
    expect(await view.locator(".split").getAttribute("aria-label")).toContain(`95% interval for my team ${one(i.low_pct)} to ${one(i.high_pct)}%`);
    expect(await view.locator("ol.counters li").count()).toBe(Math.min(5, r.recommendations.length));
    if (r.recommendations.length) expect(await view.locator("ol.counters li strong").first().textContent()).toBe(r.recommendations[0].hero);
    expect(requests).toEqual([]);
    await screenshot(page, "games-analyze_draft.png");
    await page.close();
  });
});
