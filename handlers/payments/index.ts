import { defineHandlers } from "../../generator/runtime";
import type { PaymentsHandlers } from "../../generated/payments/server";
import { acquireStorage } from "../_shared/storage";
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
  const chain = new BaseChain(outbound, settings);
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
  const merchant = { outbound, chain, settings };
  const urls = { outbound, concurrency: settings.batchConcurrency, bodyBytes: settings.checkBodyBytes, now };
  const tools: PaymentsHandlers = {
    async base_balance(args) {
      return balanceView(args.address, await chain.wallet(args.address), now().toISOString());
    },
    batch_check_urls: (args) => batchCheckUrls(args, urls),
    check_url: (args) => checkUrl(args, urls),
    merchant_audit: (args) => merchantAudit(merchant, history, args, now),
    merchant_snapshot: (args) => merchantSnapshot(merchant, args, now),
    payment_guard: (args) => paymentGuard(args, { outbound, chain, now }),
    recommend_tool: async (args) => recommendTool(args),
    treasury_preflight: (args) => treasuryPreflight(chain, args, now().toISOString()),
    verify_web_evidence: (args) =>
      verifyWebEvidence(args, { outbound, bodyBytes: settings.evidenceBodyBytes, key: receiptKey, now, jwksUrl: () => `${env.baseUrl()}${JWKS_PATH}` }),
  };
  return {
    tools: tools satisfies PaymentsHandlers,
    routes: [receiptRoutes(receiptKey)],
    health: () => storage.health(),
    close: () => lease.release(),
  };
});
