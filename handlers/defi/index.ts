import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { DefiHandlers } from "../../generated/defi/server";

/**
 * Handlers of the DeFi Agent Service (spec/defi.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<DefiHandlers>(() => ({
  tools: {
    defi_agent_record: notImplemented("defi_agent_record"),
    defi_approve_execute: notImplemented("defi_approve_execute"),
    defi_copilot_turn: notImplemented("defi_copilot_turn"),
    defi_create_agent: notImplemented("defi_create_agent"),
    defi_create_mandate: notImplemented("defi_create_mandate"),
    defi_eval_mandate: notImplemented("defi_eval_mandate"),
    defi_get_receipt: notImplemented("defi_get_receipt"),
    defi_lend_execute: notImplemented("defi_lend_execute"),
    defi_list_mandates: notImplemented("defi_list_mandates"),
    defi_list_venues: notImplemented("defi_list_venues"),
    defi_plan_standing: notImplemented("defi_plan_standing"),
    defi_plan_workflow: notImplemented("defi_plan_workflow"),
    defi_portfolio: notImplemented("defi_portfolio"),
    defi_preview_tx: notImplemented("defi_preview_tx"),
    defi_provision_wallet: notImplemented("defi_provision_wallet"),
    defi_session: notImplemented("defi_session"),
  } satisfies DefiHandlers,
}));
