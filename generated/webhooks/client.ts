// Generated from spec/webhooks.json by npm run generate. DO NOT EDIT.

import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { typedToolCall, type ToolCallOptions, type ToolOutcome } from "mcpforge/runtime";
import type * as S from "./server";
import type * as T from "./types";

/**
 * Typed client of the Webhook Capture Service: one method per tool over an SDK `Client` that is already
 * connected (HTTP or stdio). A method resolves to `{ ok: true, value }` with the tool's output, or
 * `{ ok: false, error }` with one of the tool's declared error codes; it throws only when the call
 * itself fails (connection lost, unknown tool).
 */
export class WebhooksClient {
  constructor(readonly client: Client) {}

  /**
   * Clear captured webhooks
   *
   * Delete every capture in the bucket; the bucket, its id and its response settings stay. Requires confirm: true, otherwise nothing is deleted.
   *
   * Errors: confirmation_required, internal_error, invalid_arguments, not_found, not_implemented.
   */
  clear_webhooks(
    args: T.ClearWebhooksClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ClearWebhooksOutput, S.ClearWebhooksErrorCode>> {
    return typedToolCall(this.client, "clear_webhooks", args, options);
  }

  /**
   * Configure webhook response
   *
   * Set the HTTP response the bucket's capture URL returns to whoever calls it: status code (200-599), content type, body, optional extra headers and an optional delay of 0 to 10000 ms. Server-managed and hop-by-hop headers (Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date) and headers that would act on the host's whole origin (Set-Cookie, Set-Cookie2, Content-Security-Policy, Content-Security-Policy-Report-Only, X-Content-Type-Options, Clear-Site-Data, Strict-Transport-Security, Service-Worker-Allowed) are refused and nothing changes. Every answer carries Content-Security-Policy: sandbox and X-Content-Type-Options: nosniff, so a configured HTML body cannot run scripts on the host's origin. Captures already stored are untouched.
   *
   * Errors: header_not_allowed, internal_error, invalid_arguments, not_found, not_implemented.
   */
  configure_webhook_response(
    args: T.ConfigureWebhookResponseClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ConfigureWebhookResponseOutput, S.ConfigureWebhookResponseErrorCode>> {
    return typedToolCall(this.client, "configure_webhook_response", args, options);
  }

  /**
   * Create webhook bucket
   *
   * Create a new anonymous capture bucket and return its id and capture URL. Send any HTTP request to the URL (or a sub-path below it) and it is stored for inspection; the caller gets 200 with an empty JSON body until configure_webhook_response changes it. The bucket id is a secret capability: share it only with whoever should read the captures. Buckets expire after 15 days without activity. Next: point the webhook sender at url, then call wait_for_webhook. Each client (by network address) may hold a bounded number of live buckets and create them at a bounded rate: past either limit the call is refused (quota_exceeded, rate_limited) and nothing is created.
   *
   * Errors: internal_error, invalid_arguments, not_implemented, quota_exceeded, rate_limited.
   */
  create_webhook_bucket(
    args?: T.CreateWebhookBucketClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.CreateWebhookBucketOutput, S.CreateWebhookBucketErrorCode>> {
    return typedToolCall(this.client, "create_webhook_bucket", args, options);
  }

  /**
   * Delete webhook bucket
   *
   * Delete the bucket and all its captures for good; its capture URL answers 404 afterwards. Requires confirm: true, otherwise nothing is deleted.
   *
   * Errors: confirmation_required, internal_error, invalid_arguments, not_found, not_implemented.
   */
  delete_webhook_bucket(
    args: T.DeleteWebhookBucketClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.DeleteWebhookBucketOutput, S.DeleteWebhookBucketErrorCode>> {
    return typedToolCall(this.client, "delete_webhook_bucket", args, options);
  }

  /**
   * Get captured webhook
   *
   * Read one capture in full: method, path, query, headers and body (text as text, anything else base64). Sensitive headers and query values are masked unless include_sensitive is true; the body is cut at max_body_bytes with truncated set.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_webhook(
    args: T.GetWebhookClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetWebhookOutput, S.GetWebhookErrorCode>> {
    return typedToolCall(this.client, "get_webhook", args, options);
  }

  /**
   * Get webhook bucket
   *
   * Read a bucket: its name, capture URL, configured HTTP response, capture count and expiry time. Changes nothing except keeping the bucket alive.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  get_webhook_bucket(
    args: T.GetWebhookBucketClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.GetWebhookBucketOutput, S.GetWebhookBucketErrorCode>> {
    return typedToolCall(this.client, "get_webhook_bucket", args, options);
  }

  /**
   * List captured webhooks
   *
   * List the bucket's captures newest first, as summaries (id, time, method, path, content type, size). Pass next_cursor back as cursor for older captures; the cursor stays correct while new captures arrive. Use get_webhook for headers and body.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  list_webhooks(
    args: T.ListWebhooksClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.ListWebhooksOutput, S.ListWebhooksErrorCode>> {
    return typedToolCall(this.client, "list_webhooks", args, options);
  }

  /**
   * Wait for a webhook
   *
   * Without after_webhook_id, return the latest capture at once, or wait for the first one when the bucket is empty. With after_webhook_id, return the capture received right after that one at once if it exists, otherwise wait for the next. Waits up to wait_seconds (default 20, at most 25), then answers received false. Sends progress notifications while waiting when the client asks for them. To read every capture in order, call again with after_webhook_id set to the webhook_id just returned.
   *
   * Errors: internal_error, invalid_arguments, not_found, not_implemented.
   */
  wait_for_webhook(
    args: T.WaitForWebhookClientInput,
    options?: ToolCallOptions,
  ): Promise<ToolOutcome<T.WaitForWebhookOutput, S.WaitForWebhookErrorCode>> {
    return typedToolCall(this.client, "wait_for_webhook", args, options);
  }
}
