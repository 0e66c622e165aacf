import { defineHandlers, notImplemented } from "../../generator/runtime";
import type { WebhooksHandlers } from "../../generated/webhooks/server";

export default defineHandlers<WebhooksHandlers>(() => ({
  tools: {
    clear_webhooks: notImplemented("clear_webhooks"),
    configure_webhook_response: notImplemented("configure_webhook_response"),
    create_webhook_bucket: notImplemented("create_webhook_bucket"),
    delete_webhook_bucket: notImplemented("delete_webhook_bucket"),
    get_webhook: notImplemented("get_webhook"),
    get_webhook_bucket: notImplemented("get_webhook_bucket"),
    list_webhooks: notImplemented("list_webhooks"),
    wait_for_webhook: notImplemented("wait_for_webhook"),
  } satisfies WebhooksHandlers,
}));
