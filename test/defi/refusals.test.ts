import { describeEachDatabase } from "../storage/databases";
import { httpJson, TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";
import { plan, readyUser, previewed } from "./flow";
import { inOneHour, testIssuer } from "./kya";
import { paperAccount } from "../../handlers/defi/preview";

const issuer = testIssuer();
const setStatus = (h: DefiHarness, mandateId: string, userId: string, status: string) =>
  httpJson(`${h.host.url}/defi/v1/mandates/${mandateId}/status`, { method: "POST", headers: { "x-defi-user-id": userId }, body: JSON.stringify({ status }) });

/** Refuses, then checks part 3: no funds moved, no receipt, exactly one more refusal record. */
async function refusedCleanly(h: DefiHarness, userId: string, executionId: string, args: Record<string, unknown>, code: string) {
  const db = await h.db();
  const before = await h.tool("defi_portfolio", { userId });
  const records = (await db.selectFrom("defi_refusals").selectAll().where("execution_id", "=", executionId).execute()).length;
  const approval = "previewHash" in args ? { userId, portal: "base", executionId, ...args } : await previewed(h, { userId, portal: "base", executionId, ...args });
  const refusal = await h.refusal("defi_approve_execute", approval);
  expect(refusal.code).toBe(code);
  expect(refusal.message).toContain("No funds moved");
  expect(await h.tool("defi_portfolio", { userId })).toEqual(before);
  expect((await h.refusal("defi_get_receipt", { userId, executionId })).code).toBe("not_found");
  const after = await db.selectFrom("defi_refusals").selectAll().where("execution_id", "=", executionId).execute();
  expect(after).toHaveLength(records + 1);
  expect(after.map((r) => r.code)).toContain(code);
  return refusal;
}

describeEachDatabase("defi_approve_execute refusals (part 3 rows, part 7 errors 1 and 2)", (kind) => {
  const s = useDefi(kind, { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY, ...issuer.env });

  test("error 1: a paused mandate refuses; resumed, the same plan settles", async () => {
    const { userId, mandateId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC to ETH");
    await setStatus(s.h, mandateId, userId, "paused");
    await refusedCleanly(s.h, userId, executionId, {}, "mandate_paused");
    await setStatus(s.h, mandateId, userId, "active");
    expect((await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, portal: "base", executionId }))).status).toBe("settled");
  });

  test("error 1: a cancelled mandate refuses", async () => {
    const { userId, mandateId } = await readyUser(s.h);
    const { executionId } = await plan(s.h, userId, "swap 100 USDC to ETH");
    await setStatus(s.h, mandateId, userId, "cancelled");
    await refusedCleanly(s.h, userId, executionId, {}, "mandate_cancelled");
  });

  test("error 1: policy limits — per-move cap, capital, no covering mandate, simulated balance", async () => {
    const { userId } = await readyUser(s.h);
    await refusedCleanly(s.h, userId, (await plan(s.h, userId, "swap 700 USDC to ETH")).executionId, {}, "policy_violation");
    const unbound = await s.h.user();
    await s.h.tool("defi_provision_wallet", { userId: unbound, family: "evm" });
    const loose = await plan(s.h, unbound, "swap 5 USDC to ETH");
    expect(loose.turn.reply).toContain("under no mandate");
    expect((await refusedCleanly(s.h, unbound, loose.executionId, {}, "policy_violation")).message).toContain("no mandate");
    const rich = await readyUser(s.h, { capital: { asset: "USDC", amount: "50000", chain: "base" } });
    expect((await refusedCleanly(s.h, rich.userId, (await plan(s.h, rich.userId, "swap 20000 USDC to ETH")).executionId, {}, "policy_violation")).message).toContain("simulated USDC balance");
    expect((await refusedCleanly(s.h, rich.userId, (await plan(s.h, rich.userId, "swap 60000 USDC to ETH")).executionId, {}, "policy_violation")).message).toContain("capital");
  });

  test("error 2: a stale previewHash is refused before signing; the current one settles", async () => {
    const { userId } = await readyUser(s.h);
    const a = await plan(s.h, userId, "swap 100 USDC to ETH");
    const b = await plan(s.h, userId, "swap 200 USDC to ETH");
    const pa = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId: a.executionId });
    const pb = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId: b.executionId });
    expect(pa.previewHash).not.toBe(pb.previewHash);
    await refusedCleanly(s.h, userId, a.executionId, { previewHash: pb.previewHash }, "stale_preview_hash");
    await refusedCleanly(s.h, userId, a.executionId, { previewHash: `0x${"0".repeat(64)}` }, "stale_preview_hash");
    expect((await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId: a.executionId, previewHash: pa.previewHash })).status).toBe("settled");
  });

  test("live mode fails closed: no live route for a swap or an operator-disabled venue; a live route without a submit path", async () => {
    const { userId } = await readyUser(s.h, { message: "lend 1000 USDC on Base" });
    const credential = issuer.credential({ iss: issuer.issuer, sub: "defi-lend", scope: "defi:testnet defi:mainnet", exp: inOneHour() });
    const live = { agentId: "defi-lend", agentCredential: credential, mode: "live" };
    const paperPlan = await plan(s.h, userId, "lend 10 USDC on Base");
    await refusedCleanly(s.h, userId, paperPlan.executionId, { mode: "live" }, "policy_violation");
    const disabled = await plan(s.h, userId, "lend 10 USDC on Base via venue_3", live);
    expect(disabled.turn.kya.credentialScope).toBe("full");
    expect((await refusedCleanly(s.h, userId, disabled.executionId, { mode: "live" }, "no_live_route")).message).toContain("venue_3");
    const settledRoute = await plan(s.h, userId, "lend 10 USDC on Base", live);
    // No previewHash and a client that cannot be asked: preview first, and nothing is written.
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId: settledRoute.executionId, mode: "live" })).code).toBe("preview_required");
    const { previewHash } = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId: settledRoute.executionId });
    expect((await refusedCleanly(s.h, userId, settledRoute.executionId, { mode: "live", previewHash }, "upstream_unavailable")).message).toContain("nothing was signed");
    const swapper = await readyUser(s.h);
    const swap = await plan(s.h, swapper.userId, "swap 10 USDC to ETH", { ...live, agentId: undefined, agentCredential: issuer.credential({ iss: issuer.issuer, sub: "defi-swap", scope: "defi:mainnet", exp: inOneHour() }) });
    await refusedCleanly(s.h, swapper.userId, swap.executionId, { mode: "live" }, "no_live_route");
  });
});

describeEachDatabase("without custody: nothing fabricated (part 7 error 6 downstream)", (kind) => {
  const s = useDefi(kind);
  test("the wallet stays pending_provision with no address; a paper preview is made for the paper account, never for the wallet", async () => {
    const userId = await s.h.user();
    expect((await s.h.tool("defi_provision_wallet", { userId, family: "evm" })).status).toBe("pending_provision");
    await s.h.tool("defi_create_mandate", { userId, portal: "base", message: "swap 100 USDC on Base" });
    const { executionId } = await plan(s.h, userId, "swap 10 USDC to ETH");
    const preview = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    expect(preview.artifact.payload.message.maker).toBe(paperAccount(userId));
    expect(await s.h.tool("defi_provision_wallet", { userId, family: "evm" })).toMatchObject({ status: "pending_provision", address: null });
    await refusedCleanly(s.h, userId, executionId, { previewHash: "0xabc" }, "stale_preview_hash");
  });
});
