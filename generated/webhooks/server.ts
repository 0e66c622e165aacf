// Generated from spec/webhooks.json by npm run generate. DO NOT EDIT.

import { defineService, type RequestContext } from "mcpforge/runtime";
import type * as T from "./types";
import * as V from "./validators";

export type * from "./types";

/** Every error code a webhooks tool may return. */
export type WebhooksErrorCode =
  | "confirmation_required"
  | "header_not_allowed"
  | "internal_error"
  | "invalid_arguments"
  | "not_found"
  | "not_implemented"
  | "quota_exceeded"
  | "rate_limited";

/** Error codes `clear_webhooks` may return. */
export type ClearWebhooksErrorCode =
  "confirmation_required" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `configure_webhook_response` may return. */
export type ConfigureWebhookResponseErrorCode =
  "header_not_allowed" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `create_webhook_bucket` may return. */
export type CreateWebhookBucketErrorCode =
  "internal_error" | "invalid_arguments" | "not_implemented" | "quota_exceeded" | "rate_limited";
/** Error codes `delete_webhook_bucket` may return. */
export type DeleteWebhookBucketErrorCode =
  "confirmation_required" | "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_webhook` may return. */
export type GetWebhookErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `get_webhook_bucket` may return. */
export type GetWebhookBucketErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `list_webhooks` may return. */
export type ListWebhooksErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";
/** Error codes `wait_for_webhook` may return. */
export type WaitForWebhookErrorCode = "internal_error" | "invalid_arguments" | "not_found" | "not_implemented";

/**
 * Business logic of the Webhook Capture Service: one method per tool. A handlers object `satisfies` this
 * interface, so a tool added to spec/webhooks.json is a compile error until it is implemented.
 */
export interface WebhooksHandlers {
  /**
   * Clear captured webhooks
   *
   * Delete every capture in the bucket; the bucket, its id and its response settings stay. Requires confirm: true, otherwise nothing is deleted.
   */
  clear_webhooks(
    args: T.ClearWebhooksInput,
    ctx: RequestContext<ClearWebhooksErrorCode>,
  ): Promise<T.ClearWebhooksOutput>;
  /**
   * Configure webhook response
   *
   * Set the HTTP response the bucket's capture URL returns to whoever calls it: status code (200-599), content type, body, optional extra headers and an optional delay of 0 to 10000 ms. Server-managed and hop-by-hop headers (Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date) and headers that would act on the host's whole origin (Set-Cookie, Set-Cookie2, Content-Security-Policy, Content-Security-Policy-Report-Only, X-Content-Type-Options, Clear-Site-Data, Strict-Transport-Security, Service-Worker-Allowed) are refused and nothing changes. Every answer carries Content-Security-Policy: sandbox and X-Content-Type-Options: nosniff, so a configured HTML body cannot run scripts on the host's origin. Captures already stored are untouched.
   */
  configure_webhook_response(
    args: T.ConfigureWebhookResponseInput,
    ctx: RequestContext<ConfigureWebhookResponseErrorCode>,
  ): Promise<T.ConfigureWebhookResponseOutput>;
  /**
   * Create webhook bucket
   *
   * Create a new anonymous capture bucket and return its id and capture URL. Send any HTTP request to the URL (or a sub-path below it) and it is stored for inspection; the caller gets 200 with an empty JSON body until configure_webhook_response changes it. The bucket id is a secret capability: share it only with whoever should read the captures. Buckets expire after 15 days without activity. Next: point the webhook sender at url, then call wait_for_webhook. Each client (by network address) may hold a bounded number of live buckets and create them at a bounded rate: past either limit the call is refused (quota_exceeded, rate_limited) and nothing is created.
   */
  create_webhook_bucket(
    args: T.CreateWebhookBucketInput,
    ctx: RequestContext<CreateWebhookBucketErrorCode>,
  ): Promise<T.CreateWebhookBucketOutput>;
  /**
   * Delete webhook bucket
   *
   * Delete the bucket and all its captures for good; its capture URL answers 404 afterwards. Requires confirm: true, otherwise nothing is deleted.
   */
  delete_webhook_bucket(
    args: T.DeleteWebhookBucketInput,
    ctx: RequestContext<DeleteWebhookBucketErrorCode>,
  ): Promise<T.DeleteWebhookBucketOutput>;
  /**
   * Get captured webhook
   *
   * Read one capture in full: method, path, query, headers and body (text as text, anything else base64). Sensitive headers and query values are masked unless include_sensitive is true; the body is cut at max_body_bytes with truncated set.
   */
  get_webhook(args: T.GetWebhookInput, ctx: RequestContext<GetWebhookErrorCode>): Promise<T.GetWebhookOutput>;
  /**
   * Get webhook bucket
   *
   * Read a bucket: its name, capture URL, configured HTTP response, capture count and expiry time. Changes nothing except keeping the bucket alive.
   */
  get_webhook_bucket(
    args: T.GetWebhookBucketInput,
    ctx: RequestContext<GetWebhookBucketErrorCode>,
  ): Promise<T.GetWebhookBucketOutput>;
  /**
   * List captured webhooks
   *
   * List the bucket's captures newest first, as summaries (id, time, method, path, content type, size). Pass next_cursor back as cursor for older captures; the cursor stays correct while new captures arrive. Use get_webhook for headers and body.
   */
  list_webhooks(args: T.ListWebhooksInput, ctx: RequestContext<ListWebhooksErrorCode>): Promise<T.ListWebhooksOutput>;
  /**
   * Wait for a webhook
   *
   * Without after_webhook_id, return the latest capture at once, or wait for the first one when the bucket is empty. With after_webhook_id, return the capture received right after that one at once if it exists, otherwise wait for the next. Waits up to wait_seconds (default 20, at most 25), then answers received false. Sends progress notifications while waiting when the client asks for them. To read every capture in order, call again with after_webhook_id set to the webhook_id just returned.
   */
  wait_for_webhook(
    args: T.WaitForWebhookInput,
    ctx: RequestContext<WaitForWebhookErrorCode>,
  ): Promise<T.WaitForWebhookOutput>;
}

export const webhooksService = defineService<WebhooksHandlers>({
  slug: "webhooks",
  title: "Webhook Capture Service",
  description:
    "Anonymous capture and inspection of incoming webhook requests for agents: temporary buckets store captured requests, which can be listed, read or waited on, and answer whoever calls them with a configurable HTTP response.",
  instructions: null,
  version: "1.0.1",
  listingVersion: "1.0.1",
  transports: ["stdio", "streamable-http"],
  caching: { ttlMs: 60000, cacheScope: "public" },
  source: {
    document: "spec-docs/001_ad76b278b625095d.txt",
    notes: "Capture URL, capture record and all result shapes are our design (the document says 'not shown').",
    section: "C",
  },
  errors: {
    confirmation_required:
      "The call needs an explicit confirmation: pass confirm: true (or answer the confirmation a 2026-07-28 client is asked for); nothing was changed.",
    header_not_allowed:
      "A response header cannot be configured: it is server-managed or hop-by-hop (Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date), or it would act on the whole host's origin (Set-Cookie, Set-Cookie2, Content-Security-Policy, Content-Security-Policy-Report-Only, X-Content-Type-Options, Clear-Site-Data, Strict-Transport-Security, Service-Worker-Allowed).",
    internal_error: "Something unexpected failed on the server; the message carries a request id to quote.",
    invalid_arguments: "The arguments do not match the tool's input schema; issues name every offending property.",
    not_found: "No bucket or capture with this id (it never existed, was deleted or expired).",
    not_implemented: "The tool is declared but its business logic is not built yet.",
    quota_exceeded:
      "The caller already holds as many live buckets as allowed (WEBHOOKS_MAX_BUCKETS_PER_CLIENT); delete one or let one expire.",
    rate_limited:
      "Too many calls from this client in a short time (WEBHOOKS_BUCKET_CREATES_PER_MINUTE); retry after retry_after_seconds.",
  },
  tools: [
    {
      name: "clear_webhooks",
      title: "Clear captured webhooks",
      description:
        "Delete every capture in the bucket; the bucket, its id and its response settings stay. Requires confirm: true, otherwise nothing is deleted.",
      annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["confirmation_required", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          confirm: {
            const: true,
            description:
              "Must be true to confirm the deletion. Leave it out to have a 2026-07-28 client ask the user (MRTR); a 2025 client without it is refused with confirmation_required.",
            type: "boolean",
          },
        },
        required: ["bucket_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          deleted_count: { minimum: 0, type: "integer" },
        },
        required: ["bucket_id", "deleted_count"],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      mayRequestInput: true,
      validateInput: V.clear_webhooks_input,
      validateOutput: V.clear_webhooks_output,
    },
    {
      name: "configure_webhook_response",
      title: "Configure webhook response",
      description:
        "Set the HTTP response the bucket's capture URL returns to whoever calls it: status code (200-599), content type, body, optional extra headers and an optional delay of 0 to 10000 ms. Server-managed and hop-by-hop headers (Connection, Keep-Alive, Transfer-Encoding, Content-Length, Upgrade, TE, Trailer, Proxy-*, Host, Date) and headers that would act on the host's whole origin (Set-Cookie, Set-Cookie2, Content-Security-Policy, Content-Security-Policy-Report-Only, X-Content-Type-Options, Clear-Site-Data, Strict-Transport-Security, Service-Worker-Allowed) are refused and nothing changes. Every answer carries Content-Security-Policy: sandbox and X-Content-Type-Options: nosniff, so a configured HTML body cannot run scripts on the host's origin. Captures already stored are untouched.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["header_not_allowed", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          body: {
            description: "Response body, at most 65536 characters; may be empty.",
            maxLength: 65536,
            type: "string",
          },
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          content_type: {
            description:
              "Content-Type of the response, e.g. application/json. Sent as an HTTP header: printable ASCII, tab and Latin-1 only (no CR, LF, NUL or other control characters).",
            maxLength: 255,
            minLength: 1,
            pattern: "^[\\t\\u0020-\\u007e\\u0080-\\u00ff]+$",
            type: "string",
          },
          delay_ms: {
            default: 0,
            description: "Wait this many milliseconds before answering, 0 to 10000.",
            maximum: 10000,
            minimum: 0,
            type: "integer",
          },
          headers: {
            additionalProperties: {
              maxLength: 4096,
              pattern: "^[\\t\\u0020-\\u007e\\u0080-\\u00ff]*$",
              type: "string",
            },
            description:
              "Extra response headers, name to string value (printable ASCII, tab and Latin-1 only). Set-Cookie and the security headers the capture URL sets itself (Content-Security-Policy, X-Content-Type-Options, …) are refused.",
            maxProperties: 32,
            propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$" },
            type: "object",
          },
          status: {
            description: "HTTP status code to answer with, 200 to 599.",
            maximum: 599,
            minimum: 200,
            type: "integer",
          },
        },
        required: ["body", "bucket_id", "content_type", "status"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          capture_count: { minimum: 0, type: "integer" },
          controlled_test: { type: "boolean" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          evicted_count: {
            description:
              "Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).",
            minimum: 0,
            type: "integer",
          },
          expires_at: {
            description:
              "When the bucket expires unless it sees activity (15 days after the last capture or tool use).",
            format: "date-time",
            type: "string",
          },
          last_activity_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: ["string", "null"] },
          response: {
            additionalProperties: false,
            description: "What the capture URL answers.",
            properties: {
              body: { type: "string" },
              content_type: { type: "string" },
              delay_ms: { maximum: 10000, minimum: 0, type: "integer" },
              headers: { additionalProperties: { type: "string" }, type: "object" },
              status: { maximum: 599, minimum: 200, type: "integer" },
            },
            required: ["status", "content_type", "body", "headers", "delay_ms"],
            type: "object",
          },
          url: {
            description: "Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.",
            format: "uri",
            type: "string",
          },
        },
        required: [
          "bucket_id",
          "capture_count",
          "controlled_test",
          "created_at",
          "evicted_count",
          "expires_at",
          "last_activity_at",
          "name",
          "response",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      validateInput: V.configure_webhook_response_input,
      validateOutput: V.configure_webhook_response_output,
    },
    {
      name: "create_webhook_bucket",
      title: "Create webhook bucket",
      description:
        "Create a new anonymous capture bucket and return its id and capture URL. Send any HTTP request to the URL (or a sub-path below it) and it is stored for inspection; the caller gets 200 with an empty JSON body until configure_webhook_response changes it. The bucket id is a secret capability: share it only with whoever should read the captures. Buckets expire after 15 days without activity. Next: point the webhook sender at url, then call wait_for_webhook. Each client (by network address) may hold a bounded number of live buckets and create them at a bounded rate: past either limit the call is refused (quota_exceeded, rate_limited) and nothing is created.",
      annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_implemented", "quota_exceeded", "rate_limited"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          controlled_test: {
            default: false,
            description:
              "Set true only for maintainer QA or automated evaluations, never for a real user's first test.",
            type: "boolean",
          },
          name: { description: "Optional display name for the bucket.", maxLength: 100, minLength: 1, type: "string" },
        },
        required: [],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          capture_count: { minimum: 0, type: "integer" },
          controlled_test: { type: "boolean" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          evicted_count: {
            description:
              "Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).",
            minimum: 0,
            type: "integer",
          },
          expires_at: {
            description:
              "When the bucket expires unless it sees activity (15 days after the last capture or tool use).",
            format: "date-time",
            type: "string",
          },
          last_activity_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: ["string", "null"] },
          response: {
            additionalProperties: false,
            description: "What the capture URL answers.",
            properties: {
              body: { type: "string" },
              content_type: { type: "string" },
              delay_ms: { maximum: 10000, minimum: 0, type: "integer" },
              headers: { additionalProperties: { type: "string" }, type: "object" },
              status: { maximum: 599, minimum: 200, type: "integer" },
            },
            required: ["status", "content_type", "body", "headers", "delay_ms"],
            type: "object",
          },
          url: {
            description: "Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.",
            format: "uri",
            type: "string",
          },
        },
        required: [
          "bucket_id",
          "capture_count",
          "controlled_test",
          "created_at",
          "evicted_count",
          "expires_at",
          "last_activity_at",
          "name",
          "response",
          "url",
        ],
        type: "object",
      },
      validateInput: V.create_webhook_bucket_input,
      validateOutput: V.create_webhook_bucket_output,
    },
    {
      name: "delete_webhook_bucket",
      title: "Delete webhook bucket",
      description:
        "Delete the bucket and all its captures for good; its capture URL answers 404 afterwards. Requires confirm: true, otherwise nothing is deleted.",
      annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false, readOnlyHint: false },
      priceMicros: 0,
      errors: ["confirmation_required", "internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          confirm: {
            const: true,
            description:
              "Must be true to confirm the deletion. Leave it out to have a 2026-07-28 client ask the user (MRTR); a 2025 client without it is refused with confirmation_required.",
            type: "boolean",
          },
        },
        required: ["bucket_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          deleted: { const: true, type: "boolean" },
          deleted_captures: { minimum: 0, type: "integer" },
        },
        required: ["bucket_id", "deleted", "deleted_captures"],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      mayRequestInput: true,
      validateInput: V.delete_webhook_bucket_input,
      validateOutput: V.delete_webhook_bucket_output,
    },
    {
      name: "get_webhook",
      title: "Get captured webhook",
      description:
        "Read one capture in full: method, path, query, headers and body (text as text, anything else base64). Sensitive headers and query values are masked unless include_sensitive is true; the body is cut at max_body_bytes with truncated set.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          include_sensitive: {
            default: false,
            description:
              "Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.",
            type: "boolean",
          },
          max_body_bytes: {
            default: 65536,
            description:
              "Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.",
            maximum: 262144,
            minimum: 0,
            type: "integer",
          },
          webhook_id: {
            description: "Capture id from list_webhooks or wait_for_webhook.",
            pattern: "^[A-Za-z0-9_-]{1,64}$",
            type: "string",
          },
        },
        required: ["bucket_id", "webhook_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          body: {
            additionalProperties: false,
            properties: {
              content: {
                description: "The body (or its first max_body_bytes bytes) as text or base64.",
                type: "string",
              },
              content_type: { type: ["string", "null"] },
              encoding: {
                description: "text for UTF-8 text bodies, base64 for anything else, none when empty.",
                enum: ["text", "base64", "none"],
              },
              size_bytes: { description: "Size of the body as received.", minimum: 0, type: "integer" },
              stored_truncated: {
                description: "True when the body exceeded the 1 MiB storage cap and only its first 1 MiB was kept.",
                type: "boolean",
              },
              truncated: {
                description:
                  "True when content holds fewer bytes than were received (max_body_bytes or the storage cap).",
                type: "boolean",
              },
            },
            required: ["encoding", "content", "content_type", "size_bytes", "truncated", "stored_truncated"],
            type: "object",
          },
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          content_type: { type: ["string", "null"] },
          headers: {
            additionalProperties: { type: "string" },
            description:
              "Request headers, lower-case names; repeated headers joined with ', '; sensitive values masked unless include_sensitive.",
            type: "object",
          },
          method: { type: "string" },
          path: { description: "Path below the bucket's capture URL, starting with /.", type: "string" },
          query: {
            additionalProperties: { items: { type: "string" }, type: "array" },
            description:
              "Query parameters, each name with its values in order; sensitive values masked unless include_sensitive.",
            type: "object",
          },
          received_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          redacted: {
            description: "Names of the headers and query parameters whose values were masked.",
            items: { type: "string" },
            type: "array",
          },
          size_bytes: { minimum: 0, type: "integer" },
          source_ip: { type: ["string", "null"] },
          webhook_id: {
            description: "Capture id from list_webhooks or wait_for_webhook.",
            pattern: "^[A-Za-z0-9_-]{1,64}$",
            type: "string",
          },
        },
        required: [
          "body",
          "bucket_id",
          "content_type",
          "headers",
          "method",
          "path",
          "query",
          "received_at",
          "redacted",
          "size_bytes",
          "source_ip",
          "webhook_id",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      validateInput: V.get_webhook_input,
      validateOutput: V.get_webhook_output,
    },
    {
      name: "get_webhook_bucket",
      title: "Get webhook bucket",
      description:
        "Read a bucket: its name, capture URL, configured HTTP response, capture count and expiry time. Changes nothing except keeping the bucket alive.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
        },
        required: ["bucket_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          capture_count: { minimum: 0, type: "integer" },
          controlled_test: { type: "boolean" },
          created_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          evicted_count: {
            description:
              "Captures removed to stay within the bucket's capture quota or the service's storage quota, oldest first (WEBHOOKS_MAX_CAPTURES_PER_BUCKET, WEBHOOKS_MAX_STORED_BYTES).",
            minimum: 0,
            type: "integer",
          },
          expires_at: {
            description:
              "When the bucket expires unless it sees activity (15 days after the last capture or tool use).",
            format: "date-time",
            type: "string",
          },
          last_activity_at: {
            description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
            format: "date-time",
            type: "string",
          },
          name: { type: ["string", "null"] },
          response: {
            additionalProperties: false,
            description: "What the capture URL answers.",
            properties: {
              body: { type: "string" },
              content_type: { type: "string" },
              delay_ms: { maximum: 10000, minimum: 0, type: "integer" },
              headers: { additionalProperties: { type: "string" }, type: "object" },
              status: { maximum: 599, minimum: 200, type: "integer" },
            },
            required: ["status", "content_type", "body", "headers", "delay_ms"],
            type: "object",
          },
          url: {
            description: "Capture URL: any HTTP method sent to this URL, or a sub-path below it, is captured.",
            format: "uri",
            type: "string",
          },
        },
        required: [
          "bucket_id",
          "capture_count",
          "controlled_test",
          "created_at",
          "evicted_count",
          "expires_at",
          "last_activity_at",
          "name",
          "response",
          "url",
        ],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      validateInput: V.get_webhook_bucket_input,
      validateOutput: V.get_webhook_bucket_output,
    },
    {
      name: "list_webhooks",
      title: "List captured webhooks",
      description:
        "List the bucket's captures newest first, as summaries (id, time, method, path, content type, size). Pass next_cursor back as cursor for older captures; the cursor stays correct while new captures arrive. Use get_webhook for headers and body.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          cursor: {
            description: "Opaque pagination cursor: pass the next_cursor of the previous page unchanged.",
            maxLength: 512,
            minLength: 1,
            type: "string",
          },
          limit: {
            default: 20,
            description: "Captures per page, 1 to 50 (default 20).",
            maximum: 50,
            minimum: 1,
            type: "integer",
          },
        },
        required: ["bucket_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
          },
          next_cursor: {
            description: "Cursor for the next page, or null when this is the last page.",
            type: ["string", "null"],
          },
          webhooks: {
            items: {
              additionalProperties: false,
              properties: {
                content_type: { type: ["string", "null"] },
                method: { type: "string" },
                path: { description: "Path below the bucket's capture URL, starting with /.", type: "string" },
                received_at: {
                  description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                  format: "date-time",
                  type: "string",
                },
                size_bytes: { minimum: 0, type: "integer" },
                source_ip: { type: ["string", "null"] },
                webhook_id: {
                  description: "Capture id from list_webhooks or wait_for_webhook.",
                  pattern: "^[A-Za-z0-9_-]{1,64}$",
                  type: "string",
                },
              },
              required: ["content_type", "method", "path", "received_at", "size_bytes", "source_ip", "webhook_id"],
              type: "object",
            },
            type: "array",
          },
        },
        required: ["bucket_id", "next_cursor", "webhooks"],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      validateInput: V.list_webhooks_input,
      validateOutput: V.list_webhooks_output,
    },
    {
      name: "wait_for_webhook",
      title: "Wait for a webhook",
      description:
        "Without after_webhook_id, return the latest capture at once, or wait for the first one when the bucket is empty. With after_webhook_id, return the capture received right after that one at once if it exists, otherwise wait for the next. Waits up to wait_seconds (default 20, at most 25), then answers received false. Sends progress notifications while waiting when the client asks for them. To read every capture in order, call again with after_webhook_id set to the webhook_id just returned.",
      annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false, readOnlyHint: true },
      priceMicros: 0,
      errors: ["internal_error", "invalid_arguments", "not_found", "not_implemented"],
      inputSchema: {
        additionalProperties: false,
        properties: {
          after_webhook_id: {
            description: "Capture id from list_webhooks or wait_for_webhook.",
            pattern: "^[A-Za-z0-9_-]{1,64}$",
            type: "string",
          },
          bucket_id: {
            description:
              "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
            pattern: "^[A-Za-z0-9_-]{22,64}$",
            type: "string",
            "x-mcp-header": "Bucket-Id",
          },
          include_sensitive: {
            default: false,
            description:
              "Show sensitive header and query values (Authorization, cookies, tokens, signatures, keys) in clear. Default false: they are masked.",
            type: "boolean",
          },
          max_body_bytes: {
            default: 65536,
            description:
              "Return at most this many bytes of the body (default 65536, at most 262144); the capture says truncated when more exists.",
            maximum: 262144,
            minimum: 0,
            type: "integer",
          },
          wait_seconds: {
            default: 20,
            description: "Seconds to wait for a new capture, 0 to 25 (default 20).",
            maximum: 25,
            minimum: 0,
            type: "integer",
          },
        },
        required: ["bucket_id"],
        type: "object",
      },
      outputSchema: {
        additionalProperties: false,
        properties: {
          received: { type: "boolean" },
          waited_ms: { minimum: 0, type: "integer" },
          webhook: {
            oneOf: [
              { type: "null" },
              {
                additionalProperties: false,
                properties: {
                  body: {
                    additionalProperties: false,
                    properties: {
                      content: {
                        description: "The body (or its first max_body_bytes bytes) as text or base64.",
                        type: "string",
                      },
                      content_type: { type: ["string", "null"] },
                      encoding: {
                        description: "text for UTF-8 text bodies, base64 for anything else, none when empty.",
                        enum: ["text", "base64", "none"],
                      },
                      size_bytes: { description: "Size of the body as received.", minimum: 0, type: "integer" },
                      stored_truncated: {
                        description:
                          "True when the body exceeded the 1 MiB storage cap and only its first 1 MiB was kept.",
                        type: "boolean",
                      },
                      truncated: {
                        description:
                          "True when content holds fewer bytes than were received (max_body_bytes or the storage cap).",
                        type: "boolean",
                      },
                    },
                    required: ["encoding", "content", "content_type", "size_bytes", "truncated", "stored_truncated"],
                    type: "object",
                  },
                  bucket_id: {
                    description:
                      "Bucket id from create_webhook_bucket. It is a bearer capability: whoever holds it can read, configure and delete the bucket.",
                    pattern: "^[A-Za-z0-9_-]{22,64}$",
                    type: "string",
                  },
                  content_type: { type: ["string", "null"] },
                  headers: {
                    additionalProperties: { type: "string" },
                    description:
                      "Request headers, lower-case names; repeated headers joined with ', '; sensitive values masked unless include_sensitive.",
                    type: "object",
                  },
                  method: { type: "string" },
                  path: { description: "Path below the bucket's capture URL, starting with /.", type: "string" },
                  query: {
                    additionalProperties: { items: { type: "string" }, type: "array" },
                    description:
                      "Query parameters, each name with its values in order; sensitive values masked unless include_sensitive.",
                    type: "object",
                  },
                  received_at: {
                    description: "ISO-8601 instant with offset, e.g. 2026-11-21T09:30:00Z.",
                    format: "date-time",
                    type: "string",
                  },
                  redacted: {
                    description: "Names of the headers and query parameters whose values were masked.",
                    items: { type: "string" },
                    type: "array",
                  },
                  size_bytes: { minimum: 0, type: "integer" },
                  source_ip: { type: ["string", "null"] },
                  webhook_id: {
                    description: "Capture id from list_webhooks or wait_for_webhook.",
                    pattern: "^[A-Za-z0-9_-]{1,64}$",
                    type: "string",
                  },
                },
                required: [
                  "body",
                  "bucket_id",
                  "content_type",
                  "headers",
                  "method",
                  "path",
                  "query",
                  "received_at",
                  "redacted",
                  "size_bytes",
                  "source_ip",
                  "webhook_id",
                ],
                type: "object",
              },
            ],
          },
        },
        required: ["received", "waited_ms", "webhook"],
        type: "object",
      },
      paramHeaders: [{ header: "Bucket-Id", path: ["bucket_id"], type: "string" }],
      task: { ttlMs: 600000, pollIntervalMs: 1000 },
      validateInput: V.wait_for_webhook_input,
      validateOutput: V.wait_for_webhook_output,
    },
  ],
});
