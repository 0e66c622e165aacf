import type { toolCalls } from "../../helpers/tool-calls";
import { eventually } from "../../storage/databases";
import type { GatedSink } from "../campaigns/gated-sink";
import { DOMAIN, type CampaignWorld } from "../campaigns/world";

export type Calls = ReturnType<typeof toolCalls>;

/** An organization acting with its owner key (every scope), and the objects it made for the probes. */
export interface Org {
  id: string;
  /** A tool call naming this organization; fails the test on a refusal. */
  call<T = any>(tool: string, args?: Record<string, unknown>): Promise<T>;
  /** This organization's object of the kind `field` names: made once (with what it needs), then reused. */
  need(field: string): Promise<string>;
}

/** What some kinds need beyond the tools: the relay account's key (domains), the SMTP sink (dead letters). */
export interface Env {
  w: CampaignWorld;
  sink: GatedSink;
}

/** One kind of tenant-owned object: how its organization makes one through the tools, and reads it back. */
interface Kind {
  make(org: Org, env: Env): Promise<string>;
  /** What the owner can read of the object (compared before and after each probe). */
  read(org: Org, id: string): Promise<unknown>;
}

const CONSENT = { basis: "explicit", source: "signup form", captured_at: "2026-03-01T08:00:00Z" };

/** `tool` returns the new object; its id is `field`. */
const made =
  (tool: string, field: string, args: (org: Org) => Promise<Record<string, unknown>> | Record<string, unknown>) =>
  async (org: Org): Promise<string> =>
    (await org.call(tool, await args(org)))[field];
/** The object as `tools` answer for it (each called with `{[field]: id}`), in order. */
const got =
  (field: string, ...tools: string[]) =>
  async (org: Org, id: string) => {
    const out: unknown[] = [];
    for (const tool of tools) out.push(await org.call(tool, { [field]: id }));
    return out;
  };
/** The object's entry in the listing `tool` answers (`list` the array, `field` its id). */
const listed = (tool: string, list: string, field: string) => async (org: Org, id: string) =>
  (await org.call(tool))[list].find((x: Record<string, unknown>) => x[field] === id) ?? null;

async function draft(org: Org, name: string, audienceId: string): Promise<string> {
  const c = await org.call("commsvc_campaign_create", {
    name,
    domain_id: await org.need("domain_id"),
    audience_id: audienceId,
    template_id: await org.need("template_id"),
  });
  return c.campaign_id;
}

async function staticAudience(org: Org, name: string, contactId: string): Promise<string> {
  const a = await org.call("commsvc_audience_create", { name, kind: "static" });
  await org.call("commsvc_audience_member_add", { audience_id: a.audience_id, contact_id: contactId });
  return a.audience_id;
}

/**
 * One entry per kind of object, keyed by the input field that names it. The objects of one
 * organization form one graph (its contact works at its company, its deal sits in its pipeline and
 * stage, its activity and task belong to that deal), so a list filtered by one of them would show
 * the others if a query forgot the organization.
 */
export const KINDS: Record<string, Kind> = {
  api_key_id: {
    make: made("commsvc_api_key_create", "api_key_id", () => ({ name: "probe", scopes: ["crm:read"] })),
    read: listed("commsvc_api_keys", "api_keys", "api_key_id"),
  },
  company_id: {
    make: made("commsvc_crm_companies_create", "company_id", () => ({ name: "Probe Co", domain: "probe.example" })),
    read: got("company_id", "commsvc_crm_companies_get"),
  },
  contact_id: {
    async make(org) {
      const company_id = await org.need("company_id");
      const c = await org.call("commsvc_crm_contacts_create", { email: "probe@dest.org", first_name: "P", company_id });
      await org.call("commsvc_contact_marketing_put", { contact_id: c.contact_id, ...CONSENT });
      return c.contact_id;
    },
    read: got("contact_id", "commsvc_crm_contacts_get", "commsvc_contact_marketing_get"),
  },
  pipeline_id: {
    make: made("commsvc_crm_pipelines_create", "pipeline_id", () => ({ name: "Probe sales", stages: ["Lead", "Won"] })),
    read: got("pipeline_id", "commsvc_crm_pipelines_get"),
  },
  stage_id: {
    make: async (org) =>
      (await org.call("commsvc_crm_stages_list", { pipeline_id: await org.need("pipeline_id") })).stages[0].stage_id,
    read: async (org, id) =>
      org.call("commsvc_crm_stages_get", { pipeline_id: await org.need("pipeline_id"), stage_id: id }),
  },
  deal_id: {
    make: made("commsvc_crm_deals_create", "deal_id", async (org) => ({
      title: "Probe deal",
      pipeline_id: await org.need("pipeline_id"),
      stage_id: await org.need("stage_id"),
    })),
    read: got("deal_id", "commsvc_crm_deals_get"),
  },
  activity_id: {
    make: made("commsvc_crm_activities_create", "activity_id", async (org) => ({
      note: "Probe call",
      deal_id: await org.need("deal_id"),
    })),
    read: got("activity_id", "commsvc_crm_activities_get"),
  },
  task_id: {
    make: made("commsvc_crm_tasks_create", "task_id", async (org) => ({
      title: "Probe task",
      deal_id: await org.need("deal_id"),
    })),
    read: got("task_id", "commsvc_crm_tasks_get"),
  },
  audience_id: {
    make: async (org) => staticAudience(org, "Probe list", await org.need("contact_id")),
    read: got("audience_id", "commsvc_audience_get", "commsvc_audience_members"),
  },
  template_id: {
    async make(org) {
      const t = await org.call("commsvc_template_create", {
        name: "Probe",
        subject: "News",
        text: "Hi {{first_name}}",
      });
      await org.call("commsvc_template_publish", { template_id: t.template_id, version: 1 });
      return t.template_id;
    },
    read: listed("commsvc_template_list", "templates", "template_id"),
  },
  domain_id: {
    make: async (org, { w }) =>
      (await org.call("commsvc_domain_add", { name: DOMAIN, relay_api_key: w.relayKey })).domain_id,
    read: listed("commsvc_domain_list", "domains", "domain_id"),
  },
  campaign_id: {
    make: async (org) => draft(org, "Probe campaign", await org.need("audience_id")),
    read: got("campaign_id", "commsvc_campaign_get"),
  },
  import_id: {
    make: made("commsvc_contact_import_preview", "import_id", () => ({
      ...CONSENT,
      csv: "email,name\nimported@dest.org,Imp\nnot-an-email,Bad\n",
      mapping: { email: "email", name: "first_name" },
    })),
    read: got("import_id", "commsvc_contact_import_get", "commsvc_contact_import_errors"),
  },
  file_id: {
    make: made("commsvc_contacts_export", "file_id", () => ({})),
    read: got("file_id", "commsvc_contact_file_get"),
  },
  export_id: {
    make: made("commsvc_data_export_create", "export_id", () => ({})),
    read: listed("commsvc_data_exports", "exports", "export_id"),
  },
  record_id: {
    // A launched campaign to an address the SMTP sink refuses (550): its recipient becomes a dead letter.
    async make(org, { sink }) {
      sink.refuse.add("refused@dest.org");
      const c = await org.call("commsvc_crm_contacts_create", { email: "refused@dest.org", first_name: "R" });
      await org.call("commsvc_contact_marketing_put", { contact_id: c.contact_id, ...CONSENT });
      const campaign_id = await draft(org, "Refused", await staticAudience(org, "Refused", c.contact_id));
      await org.call("commsvc_campaign_launch", { campaign_id, idempotency_key: "probe-dead-letter" });
      const dead = await eventually(
        "a dead letter",
        async () => (await org.call("commsvc_dead_letters")).dead_letters[0],
      );
      return dead.record_id;
    },
    read: listed("commsvc_dead_letters", "dead_letters", "record_id"),
  },
  request_id: {
    make: made("commsvc_deletion_schedule", "request_id", (org) => ({ confirmation: `delete ${org.id}` })),
    read: async (org) => (await org.call("commsvc_deletion_request")).request,
  },
};

export function organization(id: string, calls: Calls, env: Env): Org {
  const objects = new Map<string, Promise<string>>();
  const org: Org = {
    id,
    call: (tool, args = {}) => calls.tool(tool, { organization_id: id, ...args }),
    need(field) {
      const kind = KINDS[field];
      if (!kind) throw new Error(`no kind of object for ${field}: add it to KINDS (test/comms/isolation/objects.ts)`);
      if (!objects.has(field)) objects.set(field, kind.make(org, env));
      return objects.get(field)!;
    },
  };
  return org;
}
