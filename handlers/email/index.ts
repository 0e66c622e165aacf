import { defineHandlers, type ServiceEnv } from "mcpforge/runtime";
import type { EmailHandlers } from "../../generated/email/server";
import { listenerKey } from "../_shared/email-relay";
import { acquireStorage, type Storage } from "mcpforge/platform/storage";
import { loadSecretKey } from "./crypto";
import { Deliverer } from "./deliver";
import { deleteLapsed } from "./claims";
import { createResolver, type DnsResolver } from "./dns";
import { newDataStats, registerListeners, type SmtpDataStats } from "./listeners";
import { emailMigrations } from "./migrations";
import { Outbox, type DeliverJob } from "./outbox";
import { overdueMessages } from "./queue-store";
import { DELIVER_QUEUE, SWEEP_QUEUE, emailSettingsFrom, type EmailSettings } from "./settings";
import { startInbound } from "./smtp-inbound";
import { inProcessRelay } from "./relay-api";
import { startSubmission } from "./smtp-submission";
import { EmailStore } from "./store";
import { accountTools } from "./tools-account";
import { domainTools } from "./tools-domains";
import { mailTools } from "./tools-mail";

export { emailListeners } from "./listeners";

/** The key emailListeners() files a service's listeners under: its database's location. */
export { listenerKey } from "../_shared/email-relay";

/**
 * Email relay service (document 001, service B): accounts with API keys, sending domains with
 * per-domain DKIM keys verified through DNS, a durable outbound queue delivering over SMTP, an
 * SMTP submission listener and an inbound listener that files mail to inbox or spam.
 * Configuration: settings.ts (README: "Email relay").
 */
export default defineHandlers<EmailHandlers>(async (env) => {
  const settings = emailSettingsFrom(env.config.env);
  const secretKey = loadSecretKey(env.config.env, env.logger);
  const lease = await acquireStorage(env);
  const { storage } = lease;
  const stops: (() => void | Promise<void>)[] = [];
  try {
    await storage.migrate("email", emailMigrations);
    const store = new EmailStore(storage, env.clock);
    const resolver = createResolver(settings.dnsServers);
    const outbox = new Outbox(store, storage, settings, env.logger);
    const deliverer = new Deliverer({ store, outbox, settings, resolver, secretKey, logger: env.logger });
    stops.push(() => deliverer.close());
    stops.push(storage.jobs.register<DeliverJob>(DELIVER_QUEUE, (job, info) => deliverer.run(job, info)));
    stops.push(storage.jobs.register(SWEEP_QUEUE, () => sweep(store, outbox, settings)));
    await storage.jobs.every(SWEEP_QUEUE, settings.sweepIntervalMs);
    const dataStats = newDataStats();
    stops.push(...(await startListeners({ env, settings, store, outbox, deliverer, resolver, storage, dataStats })));
    const deps = { store, storage, settings, resolver, secretKey };
    return {
      tools: { ...accountTools({ ...deps, env: env.config.env, clock: env.clock }), ...domainTools(deps), ...mailTools({ ...deps, outbox }) } satisfies EmailHandlers,
      // The storage's figures (SQLite: database and WAL sizes) next to the SMTP ones, as webhooks.
      health: () => ({
        ...storage.health(),
        smtp: {
          max_message_bytes: settings.maxMessageBytes,
          peak_buffered_bytes: dataStats.peakBufferedBytes,
          oversize_refused: dataStats.oversizeRefused,
        },
      }),
      async close() {
        await stopAll(stops);
        await lease.release();
      },
    };
  } catch (err) {
    await stopAll(stops);
    await lease.release();
    throw err;
  }
});

async function stopAll(stops: (() => void | Promise<void>)[]): Promise<void> {
  for (const stop of stops.splice(0).reverse()) await stop();
}

/**
 * Re-enqueues queued messages whose next attempt is a minute overdue (their job was lost), and
 * deletes domain claims that lapsed unverified (claims.ts).
 */
async function sweep(store: EmailStore, outbox: Outbox, settings: EmailSettings): Promise<void> {
  const now = store.now();
  await deleteLapsed(store.db, settings, now);
  for (const m of await overdueMessages(store.db, now.getTime() - 60_000)) {
    await outbox.enqueue({ message_id: m.id, attempt: m.attempts + 1 }, now);
  }
}

async function startListeners(deps: {
  env: ServiceEnv;
  settings: EmailSettings;
  store: EmailStore;
  outbox: Outbox;
  deliverer: Deliverer;
  resolver: DnsResolver;
  storage: Storage;
  dataStats: SmtpDataStats;
}): Promise<(() => Promise<void> | void)[]> {
  const { settings, env } = deps;
  const stops: (() => Promise<void> | void)[] = [];
  const submission = settings.submission ? await startSubmission({ ...deps, logger: env.logger }) : null;
  if (submission) stops.push(submission.close);
  try {
    const inbound = settings.inbound ? await startInbound({ ...deps, logger: env.logger }) : null;
    if (inbound) stops.push(inbound.close);
    stops.push(
      registerListeners(listenerKey(env.config.env), {
        submission: submission?.address ?? null,
        inbound: inbound?.address ?? null,
        relay: inProcessRelay(deps),
      }),
    );
  } catch (err) {
    await submission?.close();
    throw err;
  }
  return stops;
}
