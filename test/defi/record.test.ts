import { describeEachDatabase } from "../storage/databases";
import { httpJson, TEST_CUSTODY_KEY, useDefi } from "./harness";
import { plan, readyUser, previewed } from "./flow";

describeEachDatabase("defi_agent_record: counts, owner scoping (error 8)", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY });

  test("zeros as zeros, then counts of mandates, executions, refusals by code and receipts by standing", async () => {
    const { userId, agentInstanceId, mandateId } = await readyUser(s.h);
    expect(await s.h.tool("defi_agent_record", { userId, agentInstanceId })).toEqual({
      agentInstanceId,
      public: false,
      mandatesHeld: 1,
      executionsAttempted: 0,
      refusalsByCode: {},
      receiptsByStanding: { none: 0, unconfirmed: 0, "chain-confirmed": 0, "chain-contradicted": 0 },
      receiptsProven: 0,
    });
    const big = await plan(s.h, userId, "swap 700 USDC to ETH");
    await s.h.refusal("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: big.executionId }));
    await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId: big.executionId, previewHash: "0x01" });
    const ok = await plan(s.h, userId, `swap 100 USDC to ETH under ${mandateId}`);
    await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId: ok.executionId }));
    const record = await s.h.tool("defi_agent_record", { userId, agentInstanceId });
    expect(record).toMatchObject({ mandatesHeld: 1, executionsAttempted: 2, refusalsByCode: { policy_violation: 1, stale_preview_hash: 1 }, receiptsByStanding: { none: 1, unconfirmed: 0, "chain-confirmed": 0, "chain-contradicted": 0 }, receiptsProven: 0 });
  });

  test("a stranger is not served a private record; after the owner opts in, anyone is", async () => {
    const { userId, agentInstanceId } = await readyUser(s.h);
    const stranger = await s.h.user();
    expect((await s.h.refusal("defi_agent_record", { userId: stranger, agentInstanceId })).code).toBe("forbidden");
    expect((await s.h.refusal("defi_agent_record", { agentInstanceId })).code).toBe("forbidden");
    expect((await s.h.refusal("defi_agent_record", { agentInstanceId: "agt_nope" })).code).toBe("not_found");
    const url = `${s.h.host.url}/defi/v1/agents/${agentInstanceId}/visibility`;
    expect((await httpJson(url, { method: "POST", headers: { "x-defi-user-id": stranger }, body: '{"public":true}' })).status).toBe(403);
    expect((await httpJson(url, { method: "POST", headers: { "x-defi-user-id": userId }, body: '{"public":"yes"}' })).status).toBe(400);
    expect((await httpJson(url, { method: "POST", headers: { "x-defi-user-id": userId }, body: '{"public":true}' })).body).toEqual({ agentInstanceId, public: true });
    expect((await s.h.tool("defi_agent_record", { agentInstanceId })).public).toBe(true);
    expect((await s.h.tool("defi_agent_record", { userId: stranger, agentInstanceId })).mandatesHeld).toBe(1);
  });
});
