import { describeEachDatabase } from "../storage/databases";
import { TEST_CUSTODY_KEY, useDefi } from "./harness";
import { plan, readyUser, previewed } from "./flow";

const PORTALS = ["base", "arbitrum-one", "optimism", "monad", "bnb-chain", "avalanche", "solana", "sui"];
const MOVERS = ["defi_approve_execute", "defi_lend_execute"];

describeEachDatabase("only defi_approve_execute and defi_lend_execute change a balance", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("every other tool, called with valid arguments (and again with bad ones), leaves every balance and fill as it was", async () => {
    const { userId, agentInstanceId, mandateId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC to ETH");
    const calls: Record<string, Record<string, unknown>[]> = {
      defi_session: [{ userId }, {}],
      defi_provision_wallet: [{ userId, family: "evm" }, { userId, family: "sui" }],
      defi_create_agent: [{ userId, portal: "base", agentId: "defi-lend" }],
      defi_create_mandate: [{ userId, portal: "base", message: "lend 5000 USDC on Base, exit if ETH drops below 1" }],
      defi_list_mandates: [{ userId }],
      defi_eval_mandate: [{ userId, mandateId, snapshot: { ETH: 1 } }],
      defi_copilot_turn: [{ userId, agentId: "defi-swap", message: "swap 10000 USDC to ETH" }],
      defi_preview_tx: [{ userId, portal: "base", executionId }],
      defi_get_receipt: [{ userId, executionId }],
      defi_agent_record: [{ userId, agentInstanceId }],
      defi_list_venues: [{}],
      defi_plan_workflow: [{ userId, message: "swap 9000 USDC to ETH then lend it" }],
      defi_plan_standing: [{ userId, message: "daily rotate 9000 USDC" }],
      defi_portfolio: [{ userId }],
    };
    const listed = (await s.h.client.listTools()).tools.map((t) => t.name).sort();
    expect([...Object.keys(calls), ...MOVERS].sort()).toEqual(listed);
    const snapshot = async () => JSON.stringify(await Promise.all(PORTALS.map((portal) => s.h.tool("defi_portfolio", { userId, portal }))));
    const before = await snapshot();
    for (const [name, argsList] of Object.entries(calls)) {
      for (const args of argsList) {
        await s.h.client.callTool({ name, arguments: args });
        await s.h.client.callTool({ name, arguments: { ...args, userId: 42, amount: "-1" } });
        expect(await snapshot()).toBe(before);
      }
    }
    // And the movers do move it (so the comparison above can fail).
    await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId }));
    expect(await snapshot()).not.toBe(before);
  });
});
