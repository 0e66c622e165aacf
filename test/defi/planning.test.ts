import { planStanding } from "../../handlers/defi/standing";
import { planWorkflow } from "../../handlers/defi/workflow";
import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";

describe("defi_plan_workflow grammar (error 5: unsupported clauses listed with reasons)", () => {
  test("dependent legs take the previous leg's delivery; chains carry over a bridge", () => {
    const out = planWorkflow("swap 1,000 USDC to ETH on Base, then bridge it to Arbitrum One, then swap it for USDC and lend it on venue_2");
    expect(out.unsupported).toEqual([]);
    expect(out.legs).toEqual([
      { index: 0, operation: "swap", asset: "USDC", amount: "1000", amountFrom: "stated", chain: "base", venue: "order_book", dependsOn: null, executable: true },
      { index: 1, operation: "bridge", asset: "ETH", amount: null, amountFrom: "previous_leg", chain: "base", venue: null, dependsOn: 0, executable: false },
      { index: 2, operation: "swap", asset: "ETH", amount: null, amountFrom: "previous_leg", chain: "arbitrum-one", venue: "order_book", dependsOn: 1, executable: true },
      { index: 3, operation: "lend", asset: "USDC", amount: null, amountFrom: "previous_leg", chain: "arbitrum-one", venue: "venue_2", dependsOn: 2, executable: true },
    ]);
  });

  test.each([
    ["stake 5 ETH on Base", "unsupported_operation"],
    ["lend 0 USDC on Base", "non_positive_amount"],
    ["lend -5 USDC on Base", "non_positive_amount"],
    ["lend 100 USDC on Solana", "unnamed_venue"],
    ["lend 1000 USDC across venue_1 and venue_2 on Base", "amount_split_across_venues"],
    ["lend it on Base", "unsupported_operation"],
  ])("%s → %s", (message, reasonCode) => {
    const out = planWorkflow(message);
    expect(out.legs).toEqual([]);
    expect(out.unsupported).toEqual([{ clause: expect.any(String), reasonCode, reason: expect.any(String) }]);
  });

  test("routes the registry refuses are legs that are not executable; the rest of the sentence still plans", () => {
    const out = planWorkflow("lend 100 USDC on Optimism and borrow 50 USDC, then lend 10 USDC on Base via venue_3");
    expect(out.legs.map((l) => [l.operation, l.chain, l.venue, l.executable])).toEqual([
      ["lend", "optimism", "venue_2", false],
      ["lend", "base", "venue_3", false],
    ]);
    expect(out.unsupported.map((u) => [u.clause, u.reasonCode])).toEqual([["borrow 50 USDC", "unsupported_operation"]]);
  });
});

describe("defi_plan_standing (error 5: missing bounds listed, minGainBps never invented)", () => {
  const now = new Date("2026-11-24T00:00:00Z");
  test("every bound supplied: signable", () => {
    const out = planStanding("Every day rotate USDC between venue_1 and venue_2 on Base, at most 500 USDC per move, 5,000 USDC in total, for 30 days", 25, now);
    expect(out).toEqual({
      envelope: {
        cadence: "every day",
        operations: ["withdraw", "supply"],
        venues: ["venue_1", "venue_2"],
        chains: ["base"],
        perMoveCap: { amount: "500", asset: "USDC" },
        cumulativeCap: { amount: "5000", asset: "USDC" },
        minGainBps: 25,
        expiresAt: "2026-12-24T00:00:00.000Z",
        revocation: expect.any(String),
      },
      missing: [],
      signable: true,
    });
  });
  test("bounds not supplied are null and listed; minGainBps is not made up", () => {
    const out = planStanding("rotate my USDC daily to wherever pays best", undefined, now);
    expect(out.signable).toBe(false);
    expect(out.missing).toEqual(["venues", "chains", "perMoveCap", "cumulativeCap", "minGainBps", "expiresAt"]);
    expect(out.envelope.minGainBps).toBeNull();
    expect(planStanding("rotate daily on Base via venue_1, at least 30 bps", undefined, now).envelope.minGainBps).toBe(30);
  });
});

describeEachDatabase("planning tools over MCP", (kind) => {
  const s = useDefi(kind);
  test("plan_workflow and plan_standing answer the user, refuse unknown users, store and move nothing", async () => {
    const userId = await s.h.user();
    const before = await s.h.tool("defi_portfolio", { userId });
    const wf = await s.h.tool("defi_plan_workflow", { userId, message: "swap 10 USDC to ETH, then stake it" });
    expect(wf.legs).toHaveLength(1);
    expect(wf.unsupported[0].reasonCode).toBe("unsupported_operation");
    const st = await s.h.tool("defi_plan_standing", { userId, message: "every week lend on venue_1" });
    expect(st.missing).toContain("minGainBps");
    expect((await s.h.refusal("defi_plan_workflow", { userId: "usr_nobody", message: "swap 1 USDC to ETH" })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_plan_standing", { userId: "usr_nobody", message: "daily" })).code).toBe("unknown_user");
    expect((await s.h.refusal("defi_plan_standing", { userId, message: "daily", minGainBps: -1 })).code).toBe("invalid_arguments");
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
  });
});
