import type { WebhooksHandlers } from "../../generated/webhooks/server";
import type { Clock } from "mcpforge/runtime";
import type { EventChannel } from "mcpforge/platform/storage";
import { decodeCursor, encodeCursor, parseCaptureId } from "./ids";
import { bucketView, captureSummary, captureView } from "./present";
import { clientKey, RateLimiter } from "mcpforge/platform/rate-limit";
import { checkResponseHeaders, headerValueProblem, notAllowedMessage } from "./response-headers";
import type { WebhookSettings } from "./settings";
import type { WebhookStore } from "./store";
import { waitForCapture } from "./wait";

export interface ToolDeps {
  store: WebhookStore;
  events: EventChannel;
  settings: WebhookSettings;
  clock: Clock;
  baseUrl(): string;
}

/** Any tool's context can refuse with not_found (every tool naming a bucket declares it). */
type NotFoundRefusal = { error(code: "not_found", message: string): Error };

/** The context of the two deleting tools (both may ask, both declare confirmation_required). */
type DeletionContext = Parameters<WebhooksHandlers["delete_webhook_bucket"]>[1];

const named = (id: string, name: string | null | undefined) => (name ? `${id} ("${name}")` : id);

const gone = (id: string) => `No webhook bucket "${id}": it never existed, was deleted, or expired after 15 days without activity. Create one with create_webhook_bucket.`;

/** The eight tools. Every call naming a bucket also keeps it alive (resets its 15-day expiry). */
export function webhookTools(deps: ToolDeps): WebhooksHandlers {
  const { store } = deps;
  const { quotas } = deps.settings;
  const creates = new RateLimiter({ perSecond: quotas.bucketCreatesPerMinute / 60, burst: quotas.bucketCreatesPerMinute, clock: deps.clock });

  /** Marks the bucket active, or refuses with not_found. */
  async function alive(ctx: NotFoundRefusal, bucketId: string) {
    const row = await store.touch(bucketId);
    if (!row) throw ctx.error("not_found", gone(bucketId));
    return row;
  }

  /**
   * Document 001 asks for `confirm: true` before a deletion. Without it a 2026-07-28 client is
   * asked instead (MRTR), before anything changes; a client that cannot be asked is refused with
   * confirmation_required naming the argument, and so is a user who declines.
   */
  async function confirmOrRefuse(ctx: DeletionContext, tool: string, what: string): Promise<void> {
    const confirmed = await ctx.confirm({
      message: `Delete ${what}? This cannot be undone.`,
      fallback: ctx.error("confirmation_required", `Deleting ${what} needs confirmation: call ${tool} again with confirm: true. Nothing was deleted.`),
    });
    if (!confirmed) throw ctx.error("confirmation_required", `The deletion of ${what} was not confirmed. Nothing was deleted.`);
  }

  return {
    async create_webhook_bucket(args, ctx) {
      const client = clientKey(ctx.remoteAddress);
      const waitMs = creates.take(client);
      if (waitMs > 0) {
        const retryAfter = Math.ceil(waitMs / 1000);
        throw ctx.error("rate_limited", `Too many buckets created from ${client}: at most ${quotas.bucketCreatesPerMinute} a minute (WEBHOOKS_BUCKET_CREATES_PER_MINUTE). Retry in ${retryAfter} s; nothing was created.`, { retry_after_seconds: retryAfter });
      }
      const row = await store.createWithin(quotas.bucketsPerClient, { name: args.name ?? null, controlledTest: args.controlled_test ?? false, createdBy: client });
      if ("live" in row) {
        throw ctx.error("quota_exceeded", `${client} already holds ${row.live} live buckets, the most allowed (WEBHOOKS_MAX_BUCKETS_PER_CLIENT=${quotas.bucketsPerClient}). Delete one with delete_webhook_bucket (or let one expire); nothing was created.`, { limit: quotas.bucketsPerClient });
      }
      return bucketView(row, deps.baseUrl());
    },

    async get_webhook_bucket(args, ctx) {
      return bucketView(await alive(ctx, args.bucket_id), deps.baseUrl());
    },

    async configure_webhook_response(args, ctx) {
      const headers = args.headers ?? {};
      const problems = checkResponseHeaders(headers);
      if (problems.notAllowed.length) throw ctx.error("header_not_allowed", notAllowedMessage(problems.notAllowed), { headers: problems.notAllowed });
      const badType = headerValueProblem("content-type", args.content_type);
      if (badType) problems.invalid.unshift({ path: "/content_type", message: badType });
      if (problems.invalid.length) {
        const text = problems.invalid.map((i) => `${i.path}: ${i.message}`).join("; ");
        throw ctx.error("invalid_arguments", `Invalid arguments: ${text}`, { issues: problems.invalid });
      }
      const response = { status: args.status, content_type: args.content_type, body: args.body, headers: headers as Record<string, string>, delay_ms: args.delay_ms ?? 0 };
      const row = await store.configure(args.bucket_id, response);
      if (!row) throw ctx.error("not_found", gone(args.bucket_id));
      return bucketView(row, deps.baseUrl());
    },

    async list_webhooks(args, ctx) {
      let before: number | undefined;
      if (args.cursor !== undefined) {
        before = decodeCursor(args.cursor);
        if (before === undefined) {
          const issue = { path: "/cursor", message: "not a cursor this service issued: pass next_cursor from the previous page unchanged, or omit it for the first page" };
          throw ctx.error("invalid_arguments", `Invalid arguments: ${issue.path}: ${issue.message}`, { issues: [issue] });
        }
      }
      await alive(ctx, args.bucket_id);
      const limit = args.limit ?? 20;
      const rows = await store.list(args.bucket_id, before, limit);
      const page = rows.slice(0, limit);
      const more = rows.length > limit;
      return {
        bucket_id: args.bucket_id,
        webhooks: page.map(captureSummary),
        next_cursor: more ? encodeCursor(Number(page[page.length - 1].seq)) : null,
      };
    },

    async get_webhook(args, ctx) {
      await alive(ctx, args.bucket_id);
      const ref = parseCaptureId(args.webhook_id);
      const row = ref && (await store.getCapture(args.bucket_id, ref.seq, ref.token));
      if (!row) throw ctx.error("not_found", `No capture "${args.webhook_id}" in bucket "${args.bucket_id}" (cleared, evicted by a capture quota, or never received there).`);
      return captureView(row, args.bucket_id, { includeSensitive: args.include_sensitive ?? false, maxBodyBytes: args.max_body_bytes ?? 65536 });
    },

    async wait_for_webhook(args, ctx) {
      const started = Date.now();
      await alive(ctx, args.bucket_id);
      let afterSeq: number | undefined;
      if (args.after_webhook_id !== undefined) {
        const ref = parseCaptureId(args.after_webhook_id);
        afterSeq = ref && (await store.getCapture(args.bucket_id, ref.seq, ref.token)) ? ref.seq : undefined;
        if (afterSeq === undefined) {
          throw ctx.error("not_found", `No capture "${args.after_webhook_id}" in bucket "${args.bucket_id}" to wait after (cleared, evicted by a capture quota, or never received there); omit after_webhook_id to get the latest capture.`);
        }
      }
      const waitSeconds = args.wait_seconds ?? 20;
      const row = await waitForCapture({
        store,
        events: deps.events,
        bucketId: args.bucket_id,
        afterSeq,
        waitMs: waitSeconds * 1000,
        pollMs: deps.settings.waitPollMs,
        signal: ctx.signal,
        onTick: (elapsed) => ctx.progress(Math.floor(elapsed / 1000), waitSeconds, `waiting for a capture in bucket ${args.bucket_id}`),
      });
      const view = row ? captureView(row, args.bucket_id, { includeSensitive: args.include_sensitive ?? false, maxBodyBytes: args.max_body_bytes ?? 65536 }) : null;
      return { received: row !== null, waited_ms: Date.now() - started, webhook: view };
    },

    async clear_webhooks(args, ctx) {
      if (args.confirm !== true) {
        const row = await alive(ctx, args.bucket_id);
        await confirmOrRefuse(ctx, "clear_webhooks", `the ${row.capture_count} capture(s) of webhook bucket ${named(args.bucket_id, row.name)} (the bucket stays)`);
      }
      const deleted = await store.clear(args.bucket_id);
      if (deleted === undefined) throw ctx.error("not_found", gone(args.bucket_id));
      return { bucket_id: args.bucket_id, deleted_count: deleted };
    },

    async delete_webhook_bucket(args, ctx) {
      if (args.confirm !== true) {
        const row = await alive(ctx, args.bucket_id);
        await confirmOrRefuse(ctx, "delete_webhook_bucket", `webhook bucket ${named(args.bucket_id, row.name)} and its ${row.capture_count} capture(s)`);
      }
      const captures = await store.deleteBucket(args.bucket_id);
      if (captures === undefined) throw ctx.error("not_found", gone(args.bucket_id));
      return { bucket_id: args.bucket_id, deleted: true, deleted_captures: captures };
    },
  };
}
