import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";

describeEachDatabase("defi_list_venues: the route registry of part 3", (kind) => {
  const s = useDefi(kind);

  test("every route of part 3 with its status; only settled is proven; defaults per chain", async () => {
    const { routes, asOf } = await s.h.tool("defi_list_venues", {});
    expect(Number.isNaN(Date.parse(asOf))).toBe(false);
    const brief = routes.map((r: any) => `${r.venue}@${r.chain}:${r.status}:${r.live ? "live" : "off"}:${r.proven ? "proven" : "unproven"}:${r.defaultForChain ? "default" : "-"}`).sort();
    expect(brief).toEqual(
      [
        "venue_1@base:settled:live:proven:default",
        "venue_2@monad:settled:live:proven:default",
        "venue_2@bnb-chain:settled:live:proven:default",
        "venue_2@avalanche:settled:live:proven:default",
        "venue_2@arbitrum-one:address_verified:live:unproven:default",
        "venue_2@optimism:operator_disabled:off:unproven:default",
        "venue_2@base:operator_disabled:off:unproven:-",
        "venue_3@base:operator_disabled:off:unproven:-",
        "venue_3@arbitrum-one:operator_disabled:off:unproven:-",
      ].sort(),
    );
    expect(routes.find((r: any) => r.chain === "base" && r.venue === "venue_1").chainId).toBe(8453);
  });

  test("filters: chain, venue, liveOnly", async () => {
    const live = await s.h.tool("defi_list_venues", { liveOnly: true });
    expect(live.routes.every((r: any) => r.live && r.status !== "operator_disabled")).toBe(true);
    expect(live.routes).toHaveLength(5);
    const arb = await s.h.tool("defi_list_venues", { chain: "arbitrum-one" });
    expect(arb.routes.map((r: any) => r.venue).sort()).toEqual(["venue_2", "venue_3"]);
    expect((await s.h.tool("defi_list_venues", { venue: "venue_3", liveOnly: true })).routes).toEqual([]);
    expect((await s.h.tool("defi_list_venues", { chain: "nowhere" })).routes).toEqual([]);
    expect((await s.h.refusal("defi_list_venues", { venue: "venue_9" })).code).toBe("invalid_arguments");
  });
});
