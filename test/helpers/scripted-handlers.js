"use strict";
// Scripted business logic for the runtime's end-to-end tests, in plain JS so that the same
// handlers serve the in-process HTTP tests and a child process over stdio. They stand behind the
// real generated webhooks service definition: what is under test is the runtime around them.

const BUCKET = "AAAAAAAAAAAAAAAAAAAAAA";

function bucket(now) {
  return {
    bucket_id: BUCKET,
    url: `http://127.0.0.1/webhooks/in/${BUCKET}`,
    name: "scripted",
    controlled_test: true,
    created_at: now,
    last_activity_at: now,
    expires_at: now,
    capture_count: 0,
    evicted_count: 0,
    response: { status: 200, content_type: "application/json", body: "{}", headers: {}, delay_ms: 0 },
  };
}

/** @param {{ clock: { now(): Date } }} env */
function scriptedHandlers(env) {
  const now = () => env.clock.now().toISOString();
  return {
    tools: {
      // A valid result.
      create_webhook_bucket: async (args) => ({ ...bucket(now()), name: args.name ?? null }),
      // A declared business refusal.
      get_webhook_bucket: async (args, ctx) => {
        throw ctx.error("not_found", `no bucket ${args.bucket_id}`);
      },
      // Something unexpected: must become internal_error with a request id, no stack.
      configure_webhook_response: async () => {
        throw new Error("database exploded at /secret/path.js:12");
      },
      // A result that violates the output schema.
      list_webhooks: async () => ({ bucket_id: BUCKET, webhooks: "not-an-array", next_cursor: null }),
      // Progress and log notifications, then a result.
      wait_for_webhook: async (args, ctx) => {
        for (let i = 1; i <= 3; i++) ctx.progress(i, 3, `step ${i}`);
        ctx.notify("info", { waited: true });
        return { received: false, waited_ms: 0, webhook: null };
      },
      // Echoes what the handler saw (defaults applied by the validator, headers).
      get_webhook: async (args, ctx) => {
        throw ctx.error("not_found", JSON.stringify({ args, auth: ctx.headers["x-test"] ?? null }));
      },
      // Waits until the client disconnects; records that the abort signal fired.
      clear_webhooks: async (args, ctx) => {
        await new Promise((resolve) => ctx.signal.addEventListener("abort", resolve, { once: true }));
        scriptedHandlers.aborted.push(ctx.requestId);
        return { bucket_id: args.bucket_id, deleted_count: 0 };
      },
      delete_webhook_bucket: async (args) => ({ bucket_id: args.bucket_id, deleted: true, deleted_captures: 0 }),
    },
  };
}
scriptedHandlers.aborted = [];

module.exports = { scriptedHandlers, BUCKET };
