import type { Kysely } from "kysely";
import { defineHandlers } from "mcpforge/runtime";
import type { DefiHandlers } from "../../generated/defi/server";
import { acquireStorage } from "mcpforge/platform/storage";
import { identityTools } from "./identity-tools";
import { defiMigrations, type DefiTables } from "./migrations";
import { defiRoutes } from "./routes";
import { defiSettingsFrom } from "./settings";
import { IdentityStore } from "./store";
import { developmentCustody } from "./custody";
import { walletTools } from "./wallet-tools";
import { WalletStore } from "./wallets";
import { venueTools } from "./venues";
import { evalTools } from "./evaluate";
import { mandateTools } from "./mandate-tools";
import { MandateStore } from "./mandates";
import { approveTools } from "./approve";
import { copilotTools } from "./copilot";
import { ExecutionStore } from "./executions";
import { previewTools } from "./preview";
import { receiptTools } from "./receipts";
import { recordTools } from "./record";
import { planTools } from "./plan-tools";
import { lendTools } from "./lend";
import { confirm, CONFIRM_QUEUE, recoverSubmission, RECOVER_QUEUE, type ConfirmJob, type LiveDeps } from "./lend-live";
import { LendClaims } from "./lend-claims";

/**
 * DeFi Agent Service (document 000, service B; docs/defi.md). Storage: the process's shared
 * database (generator/platform/storage).
 */
export default defineHandlers<DefiHandlers>(async (env) => {
  const settings = defiSettingsFrom(env.config.env);
  const lease = await acquireStorage(env);
  try {
    await lease.storage.migrate("defi", defiMigrations);
  } catch (err) {
    await lease.release();
    throw err;
  }
  const db = lease.storage.kysely<DefiTables>();
  const store = new IdentityStore(db, env.clock);
  const custody = settings.custodyKey ? developmentCustody(settings.custodyKey) : null;
  const wallets = new WalletStore(db, env.clock, custody);
  const mandates = new MandateStore(db, env.clock);
  const serialized = <R>(key: string, fn: (trx: Kysely<DefiTables>) => Promise<R>) => lease.storage.serialized(key, fn as (trx: Kysely<any>) => Promise<R>);
  const live: LiveDeps = { db, clock: env.clock, settings, jobs: lease.storage.jobs, claims: new LendClaims(db, env.clock, serialized), inflight: new Map() };
  const executions = new ExecutionStore(db, env.clock, serialized);
  const exec = { store, executions, wallets, mandates, settings, live, baseUrl: env.baseUrl };
  // Durable confirmation of live settlements: retried with backoff until the chain answers.
  const stopConfirm = lease.storage.jobs.register<ConfirmJob>(CONFIRM_QUEUE, async (job) => {
    if ((await confirm(live, job)) === "unconfirmed") throw new Error("not confirmed yet");
  });
  // Live lends whose process stopped between claim and outcome (lend-live.ts recoverSubmission).
  const stopRecover = lease.storage.jobs.register<{ executionId: string }>(RECOVER_QUEUE, async ({ executionId }) => {
    if ((await recoverSubmission(live, executionId)) === "pending") throw new Error("the claim is not stale yet");
  });
  return {
    tools: {
      ...identityTools(store),
      ...walletTools(store, wallets),
      ...venueTools(),
      ...mandateTools(store, mandates),
      ...evalTools(store, mandates, settings),
      ...copilotTools(exec),
      ...previewTools(exec),
      ...approveTools(exec),
      ...receiptTools(exec),
      ...recordTools(store),
      ...planTools(store),
      ...lendTools(exec),
    } satisfies DefiHandlers,
    routes: [defiRoutes(exec)],
    health: () => lease.storage.health(),
    close: async () => {
      stopConfirm();
      stopRecover();
      await lease.release();
    },
  };
});
