import { describeEachDatabase } from "../storage/databases";
import { useDefi } from "./harness";
import { inOneHour } from "./kya";
import { approvePool } from "./evm-venue";
import { funded, issuer, liveEnv } from "./live";
import { useChainBehindProxy } from "./rpc-proxy";

/**
 * A copilot plan approved live whose outcome is not known yet (the transaction went to the node,
 * the answer was lost) may already be on the chain: approving the same plan in paper mode then
 * must not settle it a second time, on paper, with a paper receipt for a live transaction.
 */
const chain = useChainBehindProxy();

describeEachDatabase("a plan approved live, outcome unknown, then approved in paper mode", (kind) => {
  const s = useDefi(kind, {}, () => liveEnv(chain().venues, chain().venues.aave, chain().proxy.url));

  test("the paper approval is execution_not_pending and writes no fill or receipt", async () => {
    const { userId, address, mandateId } = await funded(s.h, chain().venues);
    await approvePool(chain().venues, address); // the supply is the one raw transaction sent
    const agentCredential = issuer.credential({
      iss: issuer.issuer,
      sub: "defi-lend",
      scope: "defi:mainnet",
      exp: inOneHour(),
    });
    const turn = await s.h.tool("defi_copilot_turn", {
      userId,
      portal: "base",
      mode: "live",
      agentCredential,
      message: `lend 40 USDC on Base under ${mandateId}`,
    });
    const executionId = turn.actions.find((a: { type: string }) => a.type === "approve_execute").executionId;
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    chain().proxy.drop("eth_sendRawTransaction"); // the node gets it; the service never hears back
    const live = await s.h.refusal("defi_approve_execute", {
      userId,
      portal: "base",
      executionId,
      previewHash,
      mode: "live",
    });
    expect([live.code, live.message]).toEqual(["upstream_unavailable", expect.stringContaining("not known yet")]);
    const paper = await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId, previewHash, mode: "paper" });
    expect([paper.code, paper.message]).toEqual([
      "execution_not_pending",
      expect.stringContaining("being settled live"),
    ]);
    const db = await s.h.db();
    expect(
      await db.selectFrom("defi_fills").select("execution_id").where("execution_id", "=", executionId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("defi_receipts").select("execution_id").where("execution_id", "=", executionId).execute(),
    ).toEqual([]);
  });
});
