// Issue 28 items 2, 3 and 4: approval can never be skipped, the paper loop needs no wallet and no
// configuration, and paper bridges debit one chain and credit the other. The service runs on the
// defaults of `npm start` (no DEFI_* variable at all).
import { buildArtifact } from "../../handlers/defi/artifact";
import { paperAccount } from "../../handlers/defi/preview";
import { describeEachDatabase } from "../storage/databases";
import { previewed } from "./flow";
import { httpJson, useDefi, type DefiHarness } from "./harness";

/** A user with no wallet at all, an agent instance and a mandate: the loop of use on npm start defaults. */
async function walletless(h: DefiHarness, message = "swap 1000 USDC on Base, max 600 USDC per trade") {
  const userId = await h.user();
  const { agentInstanceId } = await h.tool("defi_create_agent", { userId, portal: "base", agentId: "defi-swap" });
  const { mandate } = await h.tool("defi_create_mandate", { userId, portal: "base", agentInstanceId, message });
  return { userId, mandateId: mandate.mandateId as string };
}

async function turn(h: DefiHarness, userId: string, message: string) {
  const t = await h.tool("defi_copilot_turn", { userId, portal: "base", agentId: "defi-swap", message });
  return { turn: t, executionId: t.actions.find((a: { type: string }) => a.type === "approve_execute")?.executionId as string };
}

const balance = async (h: DefiHarness, userId: string, portal: string, asset: string) =>
  ((await h.tool("defi_portfolio", { userId, portal })).balances.find((b: { asset: string }) => b.asset === asset)?.amount ?? "0") as string;

describeEachDatabase("paper approval on npm start defaults (no wallet, no configuration)", (kind) => {
  const s = useDefi(kind);

  test("the whole paper loop runs without a wallet: the preview's maker is the paper account, the approval settles on simulated balances", async () => {
    const { userId } = await walletless(s.h);
    const { executionId } = await turn(s.h, userId, "swap 500 USDC to ETH on Base");
    const preview = await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId });
    expect(preview.artifact.payload.message.maker).toBe(paperAccount(userId));
    expect(preview.simulation).toMatchObject({ performed: true, success: true, detail: expect.stringContaining("paper account") });
    const settled = await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId, previewHash: preview.previewHash });
    expect(settled).toMatchObject({ status: "settled", mode: "paper", receipt: { proof: { standing: "none" } } });
    expect(await balance(s.h, userId, "base", "USDC")).toBe("9500");
  });

  test("without previewHash a client that cannot be asked is told to preview first; nothing is written", async () => {
    const { userId } = await walletless(s.h);
    const { executionId } = await turn(s.h, userId, "swap 100 USDC to ETH");
    const refusal = await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId });
    expect(refusal).toMatchObject({ code: "preview_required", message: expect.stringContaining("preview first") });
    const db = await s.h.db();
    expect(await db.selectFrom("defi_refusals").selectAll().where("user_id", "=", userId).execute()).toEqual([]);
    expect(await db.selectFrom("defi_executions").select("status").where("execution_id", "=", executionId).executeTakeFirstOrThrow()).toEqual({ status: "pending" });
    expect(await balance(s.h, userId, "base", "USDC")).toBe("10000");
  });

  test("the right previewHash of a plan never previewed is refused: the user never saw that artifact", async () => {
    const { userId } = await walletless(s.h);
    const { executionId } = await turn(s.h, userId, "swap 100 USDC to ETH");
    const row = await (await s.h.db()).selectFrom("defi_executions").selectAll().where("execution_id", "=", executionId).executeTakeFirstOrThrow();
    const built = buildArtifact(row, paperAccount(userId));
    if (!built.ok) throw new Error(built.reason);
    const refusal = await s.h.refusal("defi_approve_execute", { userId, portal: "base", executionId, previewHash: built.previewHash });
    expect(refusal).toMatchObject({ code: "stale_preview_hash", message: expect.stringContaining("never previewed") });
    expect(await balance(s.h, userId, "base", "USDC")).toBe("10000");
    // The same hash, once the preview showed it, settles.
    expect((await s.h.tool("defi_preview_tx", { userId, portal: "base", executionId })).previewHash).toBe(built.previewHash);
    expect((await s.h.tool("defi_approve_execute", { userId, portal: "base", executionId, previewHash: built.previewHash })).status).toBe("settled");
  });

  test("a pending_provision wallet signs nothing: paper uses the paper account, live is wallet_not_active", async () => {
    const { userId } = await walletless(s.h, "lend 1000 USDC on Base");
    expect(await s.h.tool("defi_provision_wallet", { userId, family: "evm" })).toMatchObject({ status: "pending_provision", address: null });
    const { executionId } = await turn(s.h, userId, "lend 100 USDC on Base");
    const args = await previewed(s.h, { userId, executionId });
    expect((await s.h.refusal("defi_approve_execute", { ...args, mode: "live" })).code).toBe("policy_violation"); // a paper plan
    const lend = { userId, mandateId: (await s.h.tool("defi_list_mandates", { userId })).mandates[0].mandateId, amount: "100" };
    expect((await s.h.refusal("defi_lend_execute", lend)).code).toBe("wallet_not_active");
    expect((await s.h.tool("defi_approve_execute", args)).status).toBe("settled");
  });

  test("defi_lend_execute mode paper: preview, then the approved artifact settles once; a paper approval never authorizes live", async () => {
    const { userId, mandateId } = await walletless(s.h, "lend 1000 USDC on Base");
    const args = { userId, mandateId, amount: "250", mode: "paper", idempotencyKey: "paper-lend-0001" };
    const first = await s.h.tool("defi_lend_execute", args);
    expect(first).toMatchObject({ phase: "preview", venue: "venue_1", artifact: { payload: { message: { owner: paperAccount(userId) } } } });
    expect(await balance(s.h, userId, "base", "USDC")).toBe("10000");
    const settled = await s.h.tool("defi_lend_execute", { ...args, previewHash: first.previewHash });
    expect(settled).toMatchObject({ phase: "settled", proof: { standing: "none" }, executionId: expect.stringMatching(/^exe_/) });
    expect("txHash" in settled).toBe(false);
    const again = await s.h.tool("defi_lend_execute", { ...args, previewHash: first.previewHash });
    expect(again).toEqual(settled);
    expect(await balance(s.h, userId, "base", "USDC")).toBe("9750");
    expect(await balance(s.h, userId, "base", "USDC.venue_1")).toBe("250");
    const receipt = (await s.h.tool("defi_get_receipt", { userId, executionId: settled.executionId })).receipt;
    expect(receipt).toMatchObject({ mode: "paper", receiptHash: settled.receiptHash });
    const stale = await s.h.refusal("defi_lend_execute", { ...args, idempotencyKey: "paper-lend-0002", previewHash: first.previewHash });
    expect([stale.code, stale.message]).toEqual(["stale_preview_hash", expect.stringContaining('idempotencyKey "paper-lend-0002"')]);
    const live = await s.h.refusal("defi_lend_execute", { userId, mandateId, amount: "250", previewHash: first.previewHash });
    expect(live.code).toBe("wallet_not_active");
  });

  test("a paper bridge debits the source chain and credits the destination, on both portfolios; never via a lending venue", async () => {
    const { userId } = await walletless(s.h, "bridge 1000 USDC on Base");
    const { executionId, turn: t } = await turn(s.h, userId, "bridge 100 USDC from Base to Arbitrum One");
    expect(t.quote).toMatchObject({ operation: "bridge", venue: null });
    expect((await s.h.tool("defi_approve_execute", await previewed(s.h, { userId, executionId }))).status).toBe("settled");
    expect(await balance(s.h, userId, "base", "USDC")).toBe("9900");
    expect(await balance(s.h, userId, "arbitrum-one", "USDC")).toBe("5100");
    const base = await s.h.tool("defi_portfolio", { userId, portal: "base" });
    expect(base.balances.every((b: { chain: string }) => b.chain === "base")).toBe(true);
    const viaRoute = await httpJson(`${s.h.host.url}/defi/v1/portfolio?portal=arbitrum-one`, { headers: { "x-defi-user-id": userId } });
    expect(viaRoute.body.balances).toEqual(expect.arrayContaining([{ asset: "USDC", amount: "5100", chain: "arbitrum-one" }]));
    expect(viaRoute.body.fills.map((f: { executionId: string }) => f.executionId)).toEqual([executionId]);
    const viaVenue = await s.h.tool("defi_copilot_turn", { userId, agentId: "defi-swap", message: "bridge 100 USDC from Base to Arbitrum One via venue_1" });
    expect([viaVenue.quote, viaVenue.reply]).toEqual([null, expect.stringContaining("lending venue")]);
  });
});
