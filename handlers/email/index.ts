import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { EmailHandlers } from "../../generated/email/server";

/**
 * Handlers of the Email Relay Service (spec/email.json). Created by `mcpforge scaffold`; yours to edit.
 * Each stub answers `not_implemented` until its business logic is written.
 */
export default defineHandlers<EmailHandlers>(() => ({
  tools: {
    add_domain: notImplemented("add_domain"),
    create_account: notImplemented("create_account"),
    get_delivery_events: notImplemented("get_delivery_events"),
    get_sending_limits: notImplemented("get_sending_limits"),
    list_domains: notImplemented("list_domains"),
    list_messages: notImplemented("list_messages"),
    send_email: notImplemented("send_email"),
    verify_domain: notImplemented("verify_domain"),
  } satisfies EmailHandlers,
}));
