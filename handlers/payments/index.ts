import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { PaymentsHandlers } from "../../generated/payments/server";

/**
 * Handlers of the Payment Utilities Service (spec/payments.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<PaymentsHandlers>(() => ({
  tools: {
    base_balance: notImplemented("base_balance"),
    batch_check_urls: notImplemented("batch_check_urls"),
    check_url: notImplemented("check_url"),
    merchant_audit: notImplemented("merchant_audit"),
    merchant_snapshot: notImplemented("merchant_snapshot"),
    payment_guard: notImplemented("payment_guard"),
    recommend_tool: notImplemented("recommend_tool"),
    treasury_preflight: notImplemented("treasury_preflight"),
    verify_web_evidence: notImplemented("verify_web_evidence"),
  } satisfies PaymentsHandlers,
}));
