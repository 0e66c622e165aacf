import { defineHandlers } from "mcpforge/runtime";
import type { PaymentsHandlers } from "../../generated/payments/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { BaseChain } from "./chain";
import { verifyWebEvidence } from "./evidence";
import { paymentGuard } from "./guard";
import { AuditHistory } from "./history";
import { merchantAudit, merchantSnapshot } from "./merchant-tools";
import { paymentMigrations } from "./migrations";
import { paymentsOutbound } from "./outbound";
import { balanceView, treasuryPreflight } from "./preflight";
import { loadReceiptKey } from "./receipt-key";
import { receiptRoutes } from "./receipt-routes";
import { JWKS_PATH } from "./receipts";
import { recommendTool } from "./recommend";
import { paymentSettingsFrom } from "./settings";
import { batchCheckUrls, checkUrl } from "./url-tools";

/**
 * Payment Utilities Service (document 000, service A; issue 15): Base chain reads through viem,
 * URL checks and signed web evidence through the guarded outbound client, x402 challenge
 * validation, merchant intelligence from the x402 discovery list and USDC Transfer logs, and a
 * tool recommender. Every tool is read-only; none signs or moves money. docs/payments.md.
 */
export default defineHandlers<PaymentsHandlers>(async (env) => {
  const settings = paymentSettingsFrom(env.config.env);
  const outbound = paymentsOutbound(env.config.env, settings);
  const lease = await acquireStorage(env);
  const { storage } = lease;
  let key;
  try {
    await storage.migrate("payments", paymentMigrations);
    key = await loadReceiptKey(storage, settings, env.logger);
  } catch (err) {
    await lease.release();
    throw err;
  }
  const receiptKey = key;
  const history = new AuditHistory(storage);
  const now = () => env.clock.now();
  /** Per call: outbound requests (RPC included) end when the caller cancels or disconnects. */
  const io = (signal: AbortSignal) => {
    const o = outbound.withSignal(signal);
    return { outbound: o, chain: new BaseChain(o, settings) };
  };
  const urls = (signal: AbortSignal) => ({ outbound: outbound.withSignal(signal), concurrency: settings.batchConcurrency, bodyBytes: settings.checkBodyBytes, now });
  const tools: PaymentsHandlers = {
    async base_balance(args, ctx) {
      return balanceView(args.address, await io(ctx.signal).chain.wallet(args.address), now().toISOString());
    },
    batch_check_urls: (args, ctx) => batchCheckUrls(args, urls(ctx.signal)),
    check_url: (args, ctx) => checkUrl(args, urls(ctx.signal)),
    merchant_audit: (args, ctx) => merchantAudit({ ...io(ctx.signal), settings }, history, args, now),
    merchant_snapshot: (args, ctx) => merchantSnapshot({ ...io(ctx.signal), settings }, args, now),
    payment_guard: (args, ctx) => paymentGuard(args, { ...io(ctx.signal), now }),
    recommend_tool: async (args) => recommendTool(args),
    treasury_preflight: (args, ctx) => treasuryPreflight(io(ctx.signal).chain, args, now().toISOString()),
    verify_web_evidence: (args, ctx) =>
      verifyWebEvidence(args, { outbound: outbound.withSignal(ctx.signal), bodyBytes: settings.evidenceBodyBytes, key: receiptKey, now, jwksUrl: () => `${env.baseUrl()}${JWKS_PATH}` }),
  };
  return {
    tools: tools satisfies PaymentsHandlers,
    routes: [receiptRoutes(receiptKey)],
    health: () => storage.health(),
    close: () => lease.release(),
  };
});
