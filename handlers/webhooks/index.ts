import { defineHandlers } from "mcpforge/runtime";
import type { WebhooksHandlers } from "../../generated/webhooks/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { captureRoute } from "./capture-route";
import { CaptureWriter } from "./capture-writer";
import { webhookMigrations } from "./migrations";
import { RateLimiter } from "mcpforge/platform/rate-limit";
import { SWEEP_QUEUE, webhookSettingsFrom } from "./settings";
import { WebhookStore } from "./store";
import { webhookTools } from "./tools";

/**
 * Webhook capture service (document 001, service C): buckets whose URL on the shared HTTP host
 * (`/webhooks/in/<bucket_id>`) stores every request it receives, and eight tools to configure,
 * read, wait on and delete them. Storage: the process's shared database (generator/platform/storage).
 */
export default defineHandlers<WebhooksHandlers>(async (env) => {
  const settings = webhookSettingsFrom(env.config.env);
  const lease = await acquireStorage(env);
  const { storage } = lease;
  const store = new WebhookStore(storage, env.clock, settings.quotas);
  const writer = new CaptureWriter(store, storage.events, env.logger);
  const captureLimiter = new RateLimiter({ perSecond: settings.quotas.capturesPerSecond, burst: settings.quotas.captureBurst, clock: env.clock });
  let stopSweep = () => {};
  try {
    await storage.migrate("webhooks", webhookMigrations);
    stopSweep = storage.jobs.register(SWEEP_QUEUE, async (_payload, job) => {
      const deleted = await store.sweepExpired();
      if (deleted > 0) job.log.info({ deleted }, "expired webhook buckets deleted");
    });
    await storage.jobs.every(SWEEP_QUEUE, settings.sweepIntervalMs);
  } catch (err) {
    stopSweep();
    await lease.release();
    throw err;
  }
  return {
    tools: webhookTools({ store, events: storage.events, settings, clock: env.clock, baseUrl: env.baseUrl }) satisfies WebhooksHandlers,
    routes: [captureRoute({ writer, clock: env.clock, logger: env.logger, limiter: captureLimiter, config: env.config })],
    health: () => storage.health(),
    async close() {
      stopSweep();
      await writer.close();
      await lease.release();
    },
  };
});
