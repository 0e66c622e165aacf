import { startSink, type DnsStandIn, type SmtpSink } from "../email/servers";
import { startServe, type ServeProcess } from "../durability/serve-process";
import { serveEnv } from "../durability/setup";
import type { TestDatabase } from "../storage/databases";
import { startNginx, type Nginx } from "./nginx";

/** Header the tests' nginx adds to every answer: which instance (`127.0.0.1:port`) served it. */
export const UPSTREAM_HEADER = "x-mcpforge-upstream";

export interface Cluster {
  instances: ServeProcess[];
  /** instances[i] relays its e-mail to sinks[i]: a delivery names the instance that made it. */
  sinks: SmtpSink[];
  nginx: Nginx;
  stop(): Promise<void>;
}

/**
 * `n` instances of `mcpforge serve webhooks email` on one database behind nginx (deploy/nginx.conf).
 * The first instance starts alone (it applies the migrations), the others together. Waiters are
 * woken only by LISTEN/NOTIFY: their fallback poll is set to 10 minutes.
 */
export async function startCluster(opts: { database: TestDatabase; dns: DnsStandIn; n: number; env?: Record<string, string> }): Promise<Cluster> {
  const sinks: SmtpSink[] = [];
  const instances: ServeProcess[] = [];
  // No instance dies here: a long job lease, so that a delivery slowed down by a busy machine is
  // never claimed a second time by another instance (serveEnv's 2 s suits the crash suite).
  const env = { ...serveEnv(opts.database, { dns: opts.dns }), WEBHOOKS_WAIT_POLL_MS: "600000", MCPFORGE_JOBS_LEASE_MS: "300000", MCPFORGE_TRUSTED_PROXIES: "127.0.0.1", ...opts.env };
  const one = async (i: number) => {
    sinks[i] = await startSink();
    instances[i] = await startServe({ slugs: ["webhooks", "email"], env: { ...env, EMAIL_SMTP_RELAY: sinks[i].url } });
  };
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(instances.filter(Boolean).map((i) => i.stop()));
    await Promise.all(sinks.filter(Boolean).map((s) => s.close()));
  };
  try {
    await one(0);
    await Promise.all(Array.from({ length: opts.n - 1 }, (_, i) => one(i + 1)));
    nginx = await startNginx({ upstreams: instances.map((i) => i.port), extra: [`add_header X-Mcpforge-Upstream $upstream_addr always;`] });
  } catch (err) {
    await stop();
    throw err;
  }
  return { instances, sinks, nginx, stop };
}
