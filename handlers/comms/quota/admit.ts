import { statfs } from "node:fs/promises";
import { dirname } from "node:path";
import { Admission, AdmissionRefused, type Clock, type RequestContext } from "mcpforge/runtime";
import { clientKey } from "mcpforge/platform/rate-limit";
import type { Storage } from "mcpforge/platform/storage";
import type { CommsDeps } from "../support/deps";
import { principal } from "../support/guard";
import { withHeavyCharge } from "./charge";
import { HEAVY_TOOLS } from "./costs";
import { incomingRows } from "./rows";
import { overQuota, usageOf } from "./usage";

type Handler = (args: any, ctx: RequestContext<any>) => Promise<unknown>;

/**
 * Where the data is on this machine: the SQLite file's directory; on PostgreSQL the working
 * directory, where the process's own files go (the database server guards its own disk).
 */
export const dataDir = (storage: Storage): string =>
  storage.location.startsWith("sqlite:") ? dirname(storage.location.slice("sqlite:".length)) : process.cwd();

/** Free bytes on the file system holding the data (dataDir). */
export function dataDiskFree(storage: Storage): () => Promise<number> {
  const dir = dataDir(storage);
  return async () => {
    const s = await statfs(dir);
    return Number(s.bavail) * Number(s.bsize);
  };
}

export function commsAdmission(deps: CommsDeps, clock: Clock, freeBytes = dataDiskFree(deps.storage)): Admission {
  return new Admission(deps.settings.admission, clock, freeBytes);
}

/**
 * Wraps every tool of HEAVY_TOOLS (costs.ts) in place: admission first (disk guard, budgets per
 * organization and per client address, the organization's concurrency cap and queue), then, in
 * its slot, the organization quotas the tool would grow; refusals are the manifest's
 * `rate_limited`, `busy` and `quota_exceeded`, each with `retry_after_seconds` or the quota's
 * figures. Applied inside guardTools, so principal() is the checked caller.
 */
export function admitHeavyTools(tools: Record<string, Handler>, deps: CommsDeps, admission: Admission): void {
  for (const [name, heavy] of Object.entries(HEAVY_TOOLS)) {
    const handler = tools[name];
    if (!handler) throw new Error(`comms: heavy tool ${name} has no handler (quota/costs.ts)`);
    tools[name] = async (args, ctx) => {
      const who = principal(ctx);
      const caller = { tenant: who.organizationId, address: clientKey(ctx.remoteAddress) };
      try {
        return await admission.run(caller, heavy.cost(args), async (charge) => {
          if (heavy.quotas.length > 0) {
            const over = overQuota(heavy.quotas, await usageOf(deps, who.organizationId), deps.settings.quotas, incomingRows(args));
            if (over)
              throw ctx.error("quota_exceeded", `This organization's ${over.quota} quota is reached: ${over.usage} of ${over.limit}${"adding" in over ? `, this CSV adds up to ${over.adding}` : ""} (COMMS_QUOTA_${over.quota.toUpperCase()}). Delete contacts, unconfirmed imports or exports, or ask the operator to raise it.`, over);
          }
          return withHeavyCharge(charge, () => handler(args, ctx));
        });
      } catch (err) {
        if (!(err instanceof AdmissionRefused)) throw err;
        const retry = { retry_after_seconds: err.retryAfterSeconds };
        if (err.code === "disk_low") throw ctx.error("quota_exceeded", err.message, { quota: "host_disk", ...err.details, ...retry });
        throw ctx.error(err.code, err.message, { ...err.details, ...retry });
      }
    };
  }
}
