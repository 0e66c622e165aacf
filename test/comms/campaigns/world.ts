import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { Kysely } from "kysely";
import pino from "pino";
import { loadConfig, ManualClock } from "../../../generator/runtime";
import { acquireStorage, type StorageLease } from "../../../generator/platform/storage";
import type { CommsTables } from "../../../handlers/comms/migrations";
import { activeDomain, PASSWORD, relayTestEnv } from "../../email/harness";
import { startDns, startSink, type DnsStandIn, type SmtpSink } from "../../email/servers";
import { startTestHost, type TestHost } from "../../helpers/host";
import { toolCalls } from "../../helpers/tool-calls";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "../../storage/databases";

export const DOMAIN = "news.acme-corp.com";

export type Caller = ReturnType<typeof toolCalls> & { client: Client };
const caller = (client: Client): Caller => ({ client, ...toolCalls(client) });

/** comms and the e-mail relay on one host, a DNS stand-in and the relay's outbound sink. */
export interface CampaignWorld {
  host: TestHost;
  env: Record<string, string>;
  clock: ManualClock;
  dns: DnsStandIn;
  relaySink: SmtpSink;
  db: Kysely<CommsTables>;
  org: string;
  /** The owner's API key (owner calls with it). */
  secret: string;
  owner: Caller;
  relayKey: string;
  /** Stops the host (waiting for the message in flight) and starts a new one on the same database. */
  restart(beforeStart?: () => void | Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function startCampaignWorld(
  database: TestDatabase,
  opts: { env?: Record<string, string>; clock?: ManualClock } = {},
): Promise<CampaignWorld> {
  const dns = await startDns();
  const relaySink = await startSink();
  const clock = opts.clock ?? new ManualClock("2026-03-02T09:00:00.000Z");
  const env: Record<string, string> = {
    ...relayTestEnv(database),
    EMAIL_DNS_SERVERS: dns.server,
    EMAIL_SMTP_RELAY: relaySink.url,
    COMMS_SECRET_KEY: "6a".repeat(32),
    COMMS_SEND_RATE_PER_SECOND: "1000",
    COMMS_SEND_BATCH: "2",
    ...opts.env,
  };
  const lease: StorageLease = await acquireStorage({
    config: loadConfig(env),
    logger: pino({ level: "silent" }),
    clock,
  });
  let host = await startTestHost(["comms", "email"], { env, clock });
  const email = caller(await host.client("email"));
  const account = await email.tool("create_account", {
    email: "owner@acme-corp.com",
    password: PASSWORD,
    name: "Acme",
  });
  const relay = caller(await host.client("email", { Authorization: `Bearer ${account.api_key}` }));
  await activeDomain({ dns, h: { clock } } as never, relay as never, DOMAIN);
  const made = await caller(await host.client("comms")).tool("commsvc_organization_create", { name: "Acme" });
  const secret = made.api_key.secret as string;
  const world: CampaignWorld = {
    host,
    env,
    clock,
    dns,
    relaySink,
    db: lease.storage.kysely<CommsTables>(),
    org: made.organization_id,
    secret,
    owner: caller(await host.client("comms", { Authorization: `Bearer ${secret}` })),
    relayKey: account.api_key,
    async restart(beforeStart) {
      await host.close();
      await beforeStart?.();
      host = await startTestHost(["comms", "email"], { env, clock });
      world.host = host;
      world.owner = caller(await host.client("comms", { Authorization: `Bearer ${secret}` }));
    },
    async close() {
      await world.host.close();
      await lease.release();
      await relaySink.close();
      await dns.close();
    },
  };
  return world;
}

/**
 * A sending domain, a published template and a saved segment of `people` (each with consent
 * unless `consent: false`); returns a draft campaign over them.
 */
export async function draftCampaign(
  w: CampaignWorld,
  people: { email: string; first_name: string; consent?: boolean }[],
  name = "March news",
): Promise<{ campaign_id: string; audience_id: string; contacts: Record<string, string> }> {
  const o = { organization_id: w.org };
  const domains = (await w.owner.tool("commsvc_domain_list", o)).domains;
  const domain =
    domains[0] ?? (await w.owner.tool("commsvc_domain_add", { ...o, name: DOMAIN, relay_api_key: w.relayKey }));
  const tpl = await w.owner.tool("commsvc_template_create", {
    ...o,
    name: "Newsletter",
    subject: "News for {{first_name}}",
    text: "Hello {{first_name}}, here is the news.",
  });
  await w.owner.tool("commsvc_template_publish", { ...o, template_id: tpl.template_id, version: 1 });
  const contacts: Record<string, string> = {};
  for (const p of people) {
    const c = await w.owner.tool("commsvc_crm_contacts_create", { ...o, email: p.email, first_name: p.first_name });
    contacts[p.email] = c.contact_id;
    if (p.consent !== false)
      await w.owner.tool("commsvc_contact_marketing_put", {
        ...o,
        contact_id: c.contact_id,
        basis: "explicit",
        source: "signup form",
        captured_at: "2026-03-01T08:00:00Z",
      });
  }
  const audience = await w.owner.tool("commsvc_audience_create", {
    ...o,
    name: `${name} readers`,
    kind: "saved_segment",
    filter:
      people.length === 0
        ? { email: "nobody@none.invalid" }
        : people.length <= 100 // the `in` operator takes at most 100 values
          ? { email: { in: people.map((p) => p.email) } }
          : { email: { ends_with: "@dest.org" } },
  });
  const campaign = await w.owner.tool("commsvc_campaign_create", {
    ...o,
    name,
    domain_id: domain.domain_id,
    audience_id: audience.audience_id,
    template_id: tpl.template_id,
  });
  return { campaign_id: campaign.campaign_id, audience_id: audience.audience_id, contacts };
}

export const people = (n: number, prefix = "reader") =>
  Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i + 1}@dest.org`, first_name: `R${i + 1}` }));

/** Per test: a fresh database and a CampaignWorld on it (closed and dropped after); returns the current one. */
export function useCampaignWorld(kind: DatabaseKind, env: Record<string, string> = {}): () => CampaignWorld {
  let database: TestDatabase | undefined;
  let w: CampaignWorld | undefined;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    w = await startCampaignWorld(database, { env });
  });
  afterEach(async () => {
    await w?.close();
    await database?.drop();
    w = database = undefined;
  });
  return () => w!;
}

/** When each pending `comms.campaign-send` job is due (storage clock), soonest first; [] once the worker has stopped. */
export async function sendJobsDue(w: CampaignWorld): Promise<number[]> {
  const jobs = await (w.db as unknown as Kysely<any>)
    .selectFrom("mcpforge_jobs")
    .select("run_at")
    .where("queue", "=", "comms.campaign-send")
    .orderBy("run_at")
    .execute();
  return jobs.map((j) => Number(j.run_at));
}

/** The List-Unsubscribe URL of a raw message (header lines unfolded). */
export function unsubscribeLink(raw: string): string {
  const link = /^List-Unsubscribe: <(http[^>]+)>/im.exec(raw.replace(/\r?\n[ \t]+/g, " "))?.[1];
  if (!link) throw new Error("the message carries no List-Unsubscribe URL");
  return link;
}
