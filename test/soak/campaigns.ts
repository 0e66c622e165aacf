import { Agent } from "node:http";
import { setTimeout as pause } from "node:timers/promises";
import { HOSTNAME, SECRET } from "../email/harness";
import { startDns, startSink, type DnsStandIn, type SmtpSink } from "../email/servers";
import { callTool, callToolRaw, type Target } from "../durability/writers";
import { count, type Tally } from "./load";

const DOMAIN = "news.acme-corp.com";
const READERS = 20;

/** The local DNS server and SMTP sink campaign sends go through (test/email/servers.ts), and the served process's variables for them. */
export interface Mailroom {
  dns: DnsStandIn;
  sink: SmtpSink;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startMailroom(): Promise<Mailroom> {
  const [dns, sink] = [await startDns(), await startSink()];
  const env = {
    EMAIL_DNS_SERVERS: dns.server,
    EMAIL_SMTP_RELAY: sink.url,
    EMAIL_SECRET_KEY: SECRET,
    EMAIL_HOSTNAME: HOSTNAME,
    EMAIL_VERIFY_MIN_INTERVAL_SECONDS: "0", // the served process runs on the real clock
    COMMS_SECRET_KEY: "6a".repeat(32),
    // The relay's warm-up allowance for a new domain (50 a day) and comms' free sends (100) would
    // stop the sends within the first minute: the soak is about sharing, not those limits.
    EMAIL_RUNG_LADDER: "10000000",
    COMMS_FREE_SENDS: "10000000",
  };
  return { dns, sink, env, close: async () => (await sink.close(), await dns.close()) };
}

/** What a campaign needs, made once before the load: a verified sending domain, a published template, 20 consenting readers. */
export interface Newsroom {
  org: string;
  key: string;
  domain: string;
  template: string;
  audience: string;
}

export async function openNewsroom(url: string, room: Mailroom, emailKey: string): Promise<Newsroom> {
  const email = (name: string, args: Record<string, unknown>) =>
    callTool(`${url}/email/mcp`, name, args, { apiKey: emailKey });
  const added = await email("add_domain", { name: DOMAIN });
  room.dns.publish(added.structuredContent.records);
  const verified = await email("verify_domain", { name: DOMAIN });
  if (verified.structuredContent.status !== "active")
    throw new Error(`${DOMAIN} did not verify: ${JSON.stringify(verified.structuredContent)}`);
  const made = (await callTool(`${url}/comms/mcp`, "commsvc_organization_create", { name: "Soak news" }))
    .structuredContent;
  const key = made.api_key.secret as string;
  const o = { organization_id: made.organization_id as string };
  const comms = async (name: string, args: Record<string, unknown>) =>
    (await callTool(`${url}/comms/mcp`, name, { ...o, ...args }, { apiKey: key })).structuredContent;
  const domain = await comms("commsvc_domain_add", { name: DOMAIN, relay_api_key: emailKey });
  const tpl = await comms("commsvc_template_create", {
    name: "Soak news",
    subject: "News for {{first_name}}",
    text: "Hello {{first_name}}, the soak news.",
  });
  await comms("commsvc_template_publish", { template_id: tpl.template_id, version: 1 });
  for (let i = 0; i < READERS; i++) {
    const c = await comms("commsvc_crm_contacts_create", { email: `reader${i}@dest.org`, first_name: `R${i}` });
    await comms("commsvc_contact_marketing_put", {
      contact_id: c.contact_id,
      basis: "explicit",
      source: "soak",
      captured_at: "2026-01-01T00:00:00Z",
    });
  }
  const audience = await comms("commsvc_audience_create", {
    name: "Soak readers",
    kind: "saved_segment",
    filter: { email: { ends_with: "@dest.org" } },
  });
  return {
    org: o.organization_id,
    key,
    domain: domain.domain_id,
    template: tpl.template_id,
    audience: audience.audience_id,
  };
}

/** Campaign sends during the load: create and launch a campaign to the 20 readers, again and again, honouring retry advice. */
export function campaignSender(target: Target, tally: Tally, room: Newsroom, phase: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const o = { organization_id: room.org };
  let n = 0;
  const code = (r: any) => (r.isError ? (r._meta?.["dev.mcpforge/error"]?.code ?? "error") : "ok");
  return (async () => {
    while (!target.isStopped) {
      const generation = target.current;
      try {
        const call = (name: string, args: Record<string, unknown>) =>
          callToolRaw(`${target.url}/comms/mcp`, name, { ...o, ...args }, { apiKey: room.key, agent }).then(
            (r) => r.result,
          );
        const made = await call("commsvc_campaign_create", {
          name: `Soak ${phase}${n}`,
          domain_id: room.domain,
          audience_id: room.audience,
          template_id: room.template,
        });
        count(tally, code(made));
        const launched = made.isError
          ? made
          : await call("commsvc_campaign_launch", {
              campaign_id: made.structuredContent.campaign_id,
              idempotency_key: `soak-${phase}-${n++}`,
            });
        if (!made.isError) count(tally, code(launched));
        if (!launched.isError) count(tally, "campaign_launched");
        const retry = launched._meta?.["dev.mcpforge/error"]?.retry_after_seconds;
        await pause(Math.min(5, retry ?? 1) * 1000); // a sender's pace: one campaign a second at most
      } catch {
        await target.nextUp(generation);
      }
    }
  })().finally(() => agent.destroy());
}
