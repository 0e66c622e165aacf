import { createHash } from "node:crypto";
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  compileTransactionMessage,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from "@solana/kit";
import type { UnsignedArtifact } from "../../generated/defi/types";
import type { OutboundConfig } from "mcpforge/platform/http";
import { canonicalJson } from "./canonical";
import { ChainUnavailable, rpcClient } from "./chain";

/** The SPL Memo program (v2). Its instruction requires every listed account to sign. */
export const MEMO_PROGRAM = "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr";
/** Prefix of the memo: which order book and which version of the order encoding. */
export const ORDER_MEMO_PREFIX = "mcpforge-defi-order-book:v1 ";

/** The largest serialized Solana transaction the network accepts (IPv6 MTU minus headers). */
export const SOLANA_PACKET_BYTES = 1232;

/** The blockhash a Solana preview was built on (getLatestBlockhash), stored with the preview. */
export interface SolanaLifetime {
  blockhash: string;
  lastValidBlockHeight: string;
}

/**
 * A recent blockhash from the configured Solana RPC (DEFI_SOLANA_RPC_URL), read through the
 * guarded outbound client. Throws ChainUnavailable when none is configured or it does not answer.
 */
export async function latestBlockhash(outbound: OutboundConfig, url: string | null): Promise<SolanaLifetime> {
  if (url === null) throw new ChainUnavailable("building a Solana transaction needs a recent blockhash from a Solana RPC, and none is configured (DEFI_SOLANA_RPC_URL)");
  const rpc = rpcClient(outbound, url);
  const result = await rpc<{ value?: { blockhash?: unknown; lastValidBlockHeight?: unknown } }>("getLatestBlockhash", [{ commitment: "finalized" }]);
  const value = result?.value;
  const hash = typeof value?.blockhash === "string" ? value.blockhash : "";
  const height = value?.lastValidBlockHeight;
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(hash) || !(typeof height === "number" && Number.isSafeInteger(height) && height >= 0)) {
    throw new ChainUnavailable("the Solana RPC answered getLatestBlockhash without a base58 blockhash and a lastValidBlockHeight");
  }
  return { blockhash: hash, lastValidBlockHeight: String(height) };
}

/**
 * The exact unsigned Solana transaction of an order: a v0 message whose fee payer is the user's
 * custody wallet, whose lifetime is the recent blockhash, and whose one instruction is an SPL Memo
 * carrying the canonical JSON of the order, signed by the wallet (the simulated order book has no
 * Solana program; the memo is the order the wallet commits to, the Solana form of the EIP-712
 * order). previewHash = sha256 of the compiled message bytes: exactly what a signature signs.
 */
export function solanaOrderArtifact(t: { feePayer: string; chain: string; venue: string | null; order: Record<string, string>; lifetime: SolanaLifetime }): { ok: true; artifact: UnsignedArtifact; previewHash: string } | { ok: false; reason: string } {
  const payer = address(t.feePayer);
  const memo = new TextEncoder().encode(`${ORDER_MEMO_PREFIX}${canonicalJson(t.order)}`);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(t.lifetime.blockhash), lastValidBlockHeight: BigInt(t.lifetime.lastValidBlockHeight) }, m),
    (m) => appendTransactionMessageInstructions([{ programAddress: address(MEMO_PROGRAM), accounts: [{ address: payer, role: AccountRole.READONLY_SIGNER }], data: memo }], m),
  );
  const messageBytes = Buffer.from(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)));
  const transaction = getBase64EncodedWireTransaction(compileTransaction(message));
  const size = Buffer.byteLength(transaction, "base64");
  if (size > SOLANA_PACKET_BYTES) return { ok: false, reason: `the order does not fit in one Solana transaction (${size} bytes, at most ${SOLANA_PACKET_BYTES})` };
  const previewHash = `0x${createHash("sha256").update(messageBytes).digest("hex")}`;
  return {
    ok: true,
    artifact: {
      kind: "solana_transaction",
      chain: t.chain,
      venue: t.venue,
      payload: { transaction, message: messageBytes.toString("base64"), version: 0, feePayer: t.feePayer, recentBlockhash: t.lifetime.blockhash, lastValidBlockHeight: t.lifetime.lastValidBlockHeight, encoding: "base64" },
    },
    previewHash,
  };
}
