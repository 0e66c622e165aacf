import type { Issue } from "../../generator/runtime";
import { planWorkflow } from "../../handlers/defi/workflow";
import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";

const issuesOf = (message: string) => {
  const issues: Issue[] = [];
  const out = planWorkflow(message, issues);
  return { issues, out };
};

describe("defi_plan_workflow grammar: a named chain or venue that is not one is never replaced by a default", () => {
  test.each([
    ["lend 100 USDC on Narnia", '"Narnia" is not a chain'],
    ["supply 100 USDC in Arbitrum Two", '"Arbitrum Two" is not a chain'],
    ["swap 10 USDC to ETH on Base, then lend it via aave", '"aave" is not a venue'],
    ["lend 100 USDC on Base via venue_7", '"venue_7" is not a venue'],
    ["lend 100 USDC on venue_4", '"venue_4" is not a venue'],
    ["bridge 10 USDC from Narnia to Base", '"Narnia" is not a chain'],
    ["bridge 10 USDC from Base to Atlantis", '"Atlantis" is not a chain'],
  ])("%s → issue at /message", (message, why) => {
    const { issues } = issuesOf(message);
    expect(issues).toEqual([{ path: "/message", message: expect.stringContaining(why) }]);
    expect(issues[0].message).toContain("nothing was planned");
  });

  test("every bad name is reported, each with its clause", () => {
    const { issues } = issuesOf("lend 5 USDC on Narnia; lend 5 USDC via venue_0; swap 5 USDC to ETH");
    expect(issues.map((i) => i.message)).toEqual([expect.stringMatching(/^clause "lend 5 USDC on Narnia": "Narnia" is not a chain this service knows \(base, /), expect.stringMatching(/^clause "lend 5 USDC via venue_0": "venue_0" is not a venue \(venue_1, venue_2, venue_3\)/)]);
  });

  test("known names, including a chain followed by the swap's target, plan without issues", () => {
    const { issues, out } = issuesOf("swap 100 USDC on Arbitrum for ETH, then bridge it from Arbitrum One to Base, then swap it to USDC and lend it via venue_1");
    expect(issues).toEqual([]);
    expect(out.legs.map((l) => [l.operation, l.chain, l.venue])).toEqual([
      ["swap", "arbitrum-one", "order_book"],
      ["bridge", "arbitrum-one", null],
      ["swap", "base", "order_book"],
      ["lend", "base", "venue_1"],
    ]);
  });
});

describeEachDatabase("defi_plan_workflow over MCP: unknown venue or chain", (kind) => {
  const s = useDefi(kind);

  test.each([
    ["venue", "lend 100 USDC on Base via venue_9", "venue_9"],
    ["chain", "swap 10 USDC to ETH, then lend it on Narnia via venue_1", "Narnia"],
  ])("an unknown %s is invalid_arguments at /message naming it; nothing is planned or stored", async (field, message, name) => {
    const userId = await s.h.user();
    const before = await s.h.tool("defi_portfolio", { userId });
    const refusal = await s.h.refusal("defi_plan_workflow", { userId, message });
    expect(refusal.code).toBe("invalid_arguments");
    expect(refusal.issues).toEqual([{ path: "/message", message: expect.stringContaining(`"${name}" is not a ${field}`) }]);
    expect(await s.h.tool("defi_portfolio", { userId })).toEqual(before);
    const db = await s.h.db();
    for (const table of ["defi_executions", "defi_refusals", "defi_mandates"] as const) {
      expect(await db.selectFrom(table).selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    }
  });
});
