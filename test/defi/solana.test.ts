import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AccountRole, decompileTransactionMessage, getBase58Decoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from "@solana/kit";
import { MEMO_PROGRAM, ORDER_MEMO_PREFIX } from "../../handlers/defi/solana";
import { describeEachDatabase } from "../storage/databases";
import { TEST_CUSTODY_KEY, useDefi, type DefiHarness } from "./harness";

/**
 * A local Solana JSON-RPC server replaying the response shape of mainnet's getLatestBlockhash
 * ({"jsonrpc":"2.0","result":{"context":{"apiVersion":"2.2.14","slot":…},"value":{"blockhash":…,"lastValidBlockHeight":…}},"id":…});
 * every call answers a new blockhash, as the chain does.
 */
function solanaRpc(): Promise<{ server: Server; url: string; calls: { method: string; params: unknown }[]; served: string[] }> {
  const calls: { method: string; params: unknown }[] = [];
  const served: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const rpc = JSON.parse(body) as { id: number; method: string; params: unknown };
      calls.push({ method: rpc.method, params: rpc.params });
      const hash = getBase58Decoder().decode(createHash("sha256").update(`block ${served.length}`).digest());
      served.push(hash);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", result: { context: { apiVersion: "2.2.14", slot: 380000000 + served.length }, value: { blockhash: hash, lastValidBlockHeight: 358000150 + served.length } }, id: rpc.id }));
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, calls, served, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })));
}

const custody = { DEFI_CUSTODY: "development", DEFI_CUSTODY_KEY: TEST_CUSTODY_KEY };

/** A user with an active Solana wallet, a Solana mandate and a pending swap plan on the Solana portal. */
async function solanaPlan(h: DefiHarness) {
  const userId = await h.user();
  const wallet = await h.tool("defi_provision_wallet", { userId, family: "solana" });
  expect(wallet.status).toBe("active");
  await h.tool("defi_create_mandate", { userId, portal: "solana", message: "swap 100 USDC on Solana" });
  const turn = await h.tool("defi_copilot_turn", { userId, portal: "solana", agentId: "defi-swap", message: "swap 10 USDC to SOL" });
  const executionId = turn.actions.find((a: any) => a.type === "approve_execute").executionId as string;
  return { userId, address: wallet.address as string, executionId };
}

function decode(payload: any) {
  const tx = getTransactionDecoder().decode(Buffer.from(payload.transaction, "base64"));
  const compiled = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  return { tx, compiled, message: decompileTransactionMessage(compiled) };
}

describeEachDatabase("Solana previews: the exact unsigned transaction message", (kind) => {
  let rpc: Awaited<ReturnType<typeof solanaRpc>>;
  beforeAll(async () => {
    rpc = await solanaRpc();
  });
  afterAll(() => rpc.server.close());
  const s = useDefi(kind, { ...custody, MCPFORGE_OUTBOUND_ALLOW: "loopback" }, () => ({ DEFI_SOLANA_RPC_URL: rpc.url }));

  test("defi_preview_tx builds a v0 message: fee payer the wallet, the served blockhash, one memo instruction carrying the order; previewHash = sha256 of the message bytes", async () => {
    const { userId, address, executionId } = await solanaPlan(s.h);
    const preview = await s.h.tool("defi_preview_tx", { userId, portal: "solana", executionId });
    expect(preview.artifact).toMatchObject({ kind: "solana_transaction", chain: "solana", venue: "order_book" });
    expect(rpc.calls.at(-1)).toEqual({ method: "getLatestBlockhash", params: [{ commitment: "finalized" }] });
    const { tx, compiled, message } = decode(preview.artifact.payload);
    expect(Buffer.from(tx.messageBytes).toString("base64")).toBe(preview.artifact.payload.message);
    expect(Object.entries(tx.signatures)).toEqual([[address, null]]); // unsigned: one signer slot, empty
    expect(compiled.version).toBe(0);
    expect(compiled.header).toEqual({ numSignerAccounts: 1, numReadonlySignerAccounts: 0, numReadonlyNonSignerAccounts: 1 });
    expect(compiled.staticAccounts).toEqual([address, MEMO_PROGRAM]);
    expect(compiled.lifetimeToken).toBe(rpc.served.at(-1));
    expect(message.feePayer.address).toBe(address);
    expect(message.instructions).toHaveLength(1);
    const [ix] = message.instructions;
    expect(ix.programAddress).toBe(MEMO_PROGRAM);
    expect(ix.accounts).toEqual([{ address, role: AccountRole.WRITABLE_SIGNER }]); // the memo signer is the fee payer, writable in the message
    const memo = Buffer.from(ix.data!).toString("utf8");
    expect(memo.startsWith(ORDER_MEMO_PREFIX)).toBe(true);
    expect(JSON.parse(memo.slice(ORDER_MEMO_PREFIX.length))).toMatchObject({ maker: address, operation: "swap", sellAsset: "USDC", sellAmount: "10", buyAsset: "SOL", buyAmount: "0.06666666", executionId });
    expect(preview.previewHash).toBe(`0x${createHash("sha256").update(Buffer.from(tx.messageBytes)).digest("hex")}`);
    expect(preview.artifact.payload).toMatchObject({ feePayer: address, recentBlockhash: rpc.served.at(-1), lastValidBlockHeight: expect.stringMatching(/^\d+$/) });
  });

  test("a new preview (new blockhash) changes previewHash; approving with the old one is stale_preview_hash before signing, nothing moves; the current one settles", async () => {
    const { userId, executionId } = await solanaPlan(s.h);
    const first = await s.h.tool("defi_preview_tx", { userId, portal: "solana", executionId });
    const second = await s.h.tool("defi_preview_tx", { userId, portal: "solana", executionId });
    expect(decode(second.artifact.payload).compiled.lifetimeToken).not.toBe(decode(first.artifact.payload).compiled.lifetimeToken);
    expect(second.previewHash).not.toBe(first.previewHash);
    const before = await s.h.tool("defi_portfolio", { userId, portal: "solana" });
    const stale = await s.h.refusal("defi_approve_execute", { userId, portal: "solana", executionId, previewHash: first.previewHash });
    expect(stale.code).toBe("stale_preview_hash");
    expect(stale.message).toContain("before signing");
    expect(await s.h.tool("defi_portfolio", { userId, portal: "solana" })).toEqual(before);
    const db = await s.h.db();
    expect((await db.selectFrom("defi_refusals").select("code").where("execution_id", "=", executionId).execute()).map((r) => r.code)).toEqual(["stale_preview_hash"]);
    expect(await db.selectFrom("defi_receipts").selectAll().where("execution_id", "=", executionId).execute()).toEqual([]);
    const calls = rpc.calls.length;
    const settled = await s.h.tool("defi_approve_execute", { userId, portal: "solana", executionId, previewHash: second.previewHash });
    expect(rpc.calls.length).toBe(calls); // approval rebuilds from the stored blockhash; it does not read the chain
    expect(settled).toMatchObject({ status: "settled", mode: "paper" });
    expect(settled.balances.after).toEqual(expect.arrayContaining([{ asset: "SOL", amount: "20.06666666", chain: "solana" }, { asset: "USDC", amount: "4990", chain: "solana" }]));
  });

  test("an order too large for one Solana transaction (1232 bytes) is refused, not built oversized; nothing stored", async () => {
    const { userId } = await solanaPlan(s.h);
    const turn = await s.h.tool("defi_copilot_turn", { userId, portal: "solana", agentId: "defi-swap", message: `swap 1${"0".repeat(900)} USDC to SOL` });
    const executionId = turn.actions.find((a: any) => a.type === "approve_execute").executionId;
    const refusal = await s.h.refusal("defi_preview_tx", { userId, portal: "solana", executionId });
    expect(refusal.code).toBe("upstream_unavailable");
    expect(refusal.message).toContain("does not fit in one Solana transaction");
    const db = await s.h.db();
    expect((await db.selectFrom("defi_executions").select("preview_hash").where("execution_id", "=", executionId).executeTakeFirstOrThrow()).preview_hash).toBeNull();
  });

  test("a previewHash for a plan that was never previewed is stale_preview_hash", async () => {
    const { userId, executionId } = await solanaPlan(s.h);
    expect((await s.h.refusal("defi_approve_execute", { userId, portal: "solana", executionId, previewHash: `0x${"ab".repeat(32)}` })).code).toBe("stale_preview_hash");
  });
});

describeEachDatabase("Solana previews without a Solana RPC fail closed", (kind) => {
  const s = useDefi(kind, custody);
  test("defi_preview_tx answers upstream_unavailable naming DEFI_SOLANA_RPC_URL and stores no previewHash", async () => {
    const { userId, executionId } = await solanaPlan(s.h);
    const refusal = await s.h.refusal("defi_preview_tx", { userId, portal: "solana", executionId });
    expect(refusal.code).toBe("upstream_unavailable");
    expect(refusal.message).toContain("DEFI_SOLANA_RPC_URL");
    const db = await s.h.db();
    expect((await db.selectFrom("defi_executions").select("preview_hash").where("execution_id", "=", executionId).executeTakeFirstOrThrow()).preview_hash).toBeNull();
  });
});
