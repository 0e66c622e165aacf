import { defineHandlers } from "mcpforge/runtime";
import type { FreightHandlers } from "../../generated/freight/server";
import { outboundConfigFrom } from "mcpforge/platform/http";
import { acquireStorage } from "mcpforge/platform/storage";
import { Catalog } from "./catalog";
import { importContent } from "./importer";
import { freightMigrations, InquiryDesk } from "./inquiries";
import { healthTokenGrant } from "./health-token";
import { FreightIndex } from "./search";
import { DELIVERY_QUEUE, freightSettingsFrom } from "./settings";
import { docTools } from "./tools-docs";
import { inquiryTools } from "./tools-inquiry";
import { pageTools } from "./tools-pages";

/**
 * Freight information service (document 002, service A): the portal's published pages from the
 * content directory (docs/freight.md) plus airports and carriers from the OpenFlights npm
 * datasets, a lazily built search index, and quote inquiries delivered by a durable job.
 */
export default defineHandlers<FreightHandlers>(async (env) => {
  const settings = freightSettingsFrom(env.config.env);
  const content = importContent(settings.contentDir);
  for (const p of content.problems) env.logger.warn({ file: p.file, line: p.line }, `freight content: ${p.message}`);
  const catalog = new Catalog(content);
  let built: FreightIndex | undefined;
  const index = () => (built ??= new FreightIndex(catalog));
  const lease = await acquireStorage(env);
  const { storage } = lease;
  const desk = new InquiryDesk({ storage, clock: env.clock, settings, outbound: outboundConfigFrom(env.config.env), logger: env.logger });
  let stop = () => {};
  try {
    await storage.migrate("freight", freightMigrations);
    stop = storage.jobs.register<{ lead_uid: string }>(DELIVERY_QUEUE, (payload, job) => desk.deliver(payload.lead_uid, job.attempt));
    await desk.resume();
  } catch (err) {
    stop();
    await lease.release();
    throw err;
  }
  return {
    tools: { ...pageTools({ catalog, index, maxQueryChars: settings.maxQueryChars }), ...docTools({ catalog }), ...inquiryTools({ catalog, desk, settings, index }) } satisfies FreightHandlers,
    serviceToken: healthTokenGrant(settings.healthToken),
    health: async () => ({ content_problems: content.problems.length, inquiries: await desk.counts() }),
    async close() {
      stop();
      await lease.release();
    },
  };
});
