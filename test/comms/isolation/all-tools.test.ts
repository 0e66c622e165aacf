import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { callRaw, toolError } from "../../helpers/http";
import { toolCalls } from "../../helpers/tool-calls";
import { describeEachDatabase } from "../../storage/databases";
import { useGatedCampaignWorld } from "../campaigns/gated-sink";
import { COMMS_TOOLS, idFields, isRequired, requiredArgs } from "../tool-schemas";
import { KINDS, organization, type Env, type Org } from "./objects";

/**
 * Id inputs that name no object a tenant owns, so there is nothing of another tenant to probe.
 * Keyed by field: every tool taking it is left out, with this reason.
 */
const EXCLUDED: Record<string, string> = {
  // The tenant selector itself: the guard answers not_found for any organization but the key's own
  // before a handler runs; scope-matrix.test.ts proves it for every tool that takes it.
  organization_id: "the guard's tenant check, covered tool by tool in scope-matrix.test.ts",
  // comms has no users: no tool makes or reads one, and no input sets a task's assignee (docs/comms.md).
  assignee_user_id: "not an object of the service: a free list filter no row ever carries",
};

/**
 * One row per (tool, id field) of the manifest. The field gets organization A's object; the tool's
 * other required ids get B's own objects and its other required arguments a sampled valid value;
 * `args` adds what makes the call a real change. Expected: `not_found`, with the same answer as
 * for an id that exists nowhere, naming the field (or `names`) — or, for a list filter
 * (`empty`), an empty page, the same as for an id that exists nowhere.
 */
type Probe = { args?: Record<string, unknown>; expect?: "empty"; names?: string };
const CHANGE = { name: "Stolen" };
const EMPTY: Probe = { expect: "empty" };
// A stage is looked up under the pipeline named: with another tenant's pipeline it is not found (stage_id).
const UNDER_PIPELINE: Probe = { names: "stage_id" };

const PROBES: Record<string, Probe> = {
  "commsvc_api_key_revoke api_key_id": {},
  "commsvc_audience_delete audience_id": {},
  "commsvc_audience_get audience_id": {},
  "commsvc_audience_member_add audience_id": {},
  "commsvc_audience_member_add contact_id": {},
  "commsvc_audience_member_remove audience_id": {},
  "commsvc_audience_member_remove contact_id": {},
  "commsvc_audience_members audience_id": {},
  "commsvc_audience_update audience_id": { args: CHANGE },
  "commsvc_campaign_create audience_id": {},
  "commsvc_campaign_create domain_id": {},
  "commsvc_campaign_create template_id": {},
  "commsvc_campaign_get campaign_id": {},
  "commsvc_campaign_launch campaign_id": {},
  "commsvc_campaign_report campaign_id": {},
  "commsvc_campaign_update audience_id": {},
  "commsvc_campaign_update campaign_id": { args: CHANGE },
  "commsvc_campaign_update domain_id": {},
  "commsvc_campaign_update template_id": {},
  "commsvc_contact_file_get file_id": {},
  "commsvc_contact_import_confirm import_id": {},
  "commsvc_contact_import_errors import_id": {},
  "commsvc_contact_import_get import_id": {},
  "commsvc_contact_marketing_get contact_id": {},
  "commsvc_contact_marketing_put contact_id": {},
  "commsvc_contact_optin_request contact_id": {},
  "commsvc_contact_optin_request domain_id": {},
  "commsvc_crm_activities_create deal_id": {},
  "commsvc_crm_activities_delete activity_id": {},
  "commsvc_crm_activities_get activity_id": {},
  // List filters: another tenant's id filters to nothing, exactly as an unknown id does. (No input
  // sets an activity's contact_id or company_id yet, so those two match nothing for A either.)
  "commsvc_crm_activities_list company_id": EMPTY,
  "commsvc_crm_activities_list contact_id": EMPTY,
  "commsvc_crm_activities_list deal_id": EMPTY,
  "commsvc_crm_activities_update activity_id": { args: { note: "Stolen" } },
  "commsvc_crm_activities_update deal_id": {},
  "commsvc_crm_companies_delete company_id": {},
  "commsvc_crm_companies_get company_id": {},
  "commsvc_crm_companies_update company_id": { args: CHANGE },
  "commsvc_crm_contacts_create company_id": {},
  "commsvc_crm_contacts_delete contact_id": {},
  "commsvc_crm_contacts_get contact_id": {},
  "commsvc_crm_contacts_list company_id": EMPTY,
  "commsvc_crm_contacts_update company_id": {},
  "commsvc_crm_contacts_update contact_id": { args: { first_name: "Stolen" } },
  "commsvc_crm_deals_create pipeline_id": {},
  "commsvc_crm_deals_create stage_id": {},
  "commsvc_crm_deals_delete deal_id": {},
  "commsvc_crm_deals_get deal_id": {},
  "commsvc_crm_deals_list pipeline_id": EMPTY,
  "commsvc_crm_deals_list stage_id": EMPTY,
  "commsvc_crm_deals_update deal_id": { args: { title: "Stolen" } },
  "commsvc_crm_deals_update pipeline_id": {},
  "commsvc_crm_deals_update stage_id": {},
  "commsvc_crm_pipelines_delete pipeline_id": {},
  "commsvc_crm_pipelines_get pipeline_id": {},
  "commsvc_crm_pipelines_update pipeline_id": { args: { name: "Stolen", stages: ["Stolen"] } },
  "commsvc_crm_stages_create pipeline_id": {},
  "commsvc_crm_stages_delete pipeline_id": UNDER_PIPELINE,
  "commsvc_crm_stages_delete stage_id": {},
  "commsvc_crm_stages_get pipeline_id": UNDER_PIPELINE,
  "commsvc_crm_stages_get stage_id": {},
  "commsvc_crm_stages_list pipeline_id": {},
  "commsvc_crm_stages_update pipeline_id": { ...UNDER_PIPELINE, args: CHANGE },
  "commsvc_crm_stages_update stage_id": { args: CHANGE },
  "commsvc_crm_tasks_create deal_id": {},
  "commsvc_crm_tasks_delete task_id": {},
  "commsvc_crm_tasks_get task_id": {},
  "commsvc_crm_tasks_list contact_id": EMPTY, // no input sets a task's contact_id yet: A's tasks match nothing either
  "commsvc_crm_tasks_list deal_id": EMPTY,
  "commsvc_crm_tasks_update deal_id": {},
  "commsvc_crm_tasks_update task_id": { args: { title: "Stolen" } },
  "commsvc_data_export_download export_id": {},
  "commsvc_dead_letter_replay record_id": {},
  "commsvc_deletion_cancel request_id": {},
  "commsvc_template_create template_id": { args: { name: "Stolen", subject: "x", text: "x" } },
  "commsvc_template_publish template_id": {},
};

const derivedPairs = () =>
  [...COMMS_TOOLS.keys()].flatMap((tool) =>
    idFields(tool)
      .filter((f) => !(f in EXCLUDED))
      .map((f) => `${tool} ${f}`),
  );

describe("comms isolation: the probe table covers every id input of the manifest", () => {
  test("each (tool, id field) has exactly one probe or an excluded field, and each probed field a kind", () => {
    expect(Object.keys(PROBES).sort()).toEqual(derivedPairs().sort());
    const used = new Set([...COMMS_TOOLS.keys()].flatMap(idFields));
    expect(Object.keys(EXCLUDED).filter((f) => !used.has(f))).toEqual([]); // no stale exclusion
    const fields = new Set(Object.keys(PROBES).map((k) => k.split(" ")[1]));
    expect([...fields].filter((f) => !(f in KINDS))).toEqual([]);
    expect(Object.keys(KINDS).filter((f) => !fields.has(f))).toEqual([]);
  });
});

/** The answer to a call, with `id` written as <id> so two ids' answers compare. */
async function answer(client: Client, tool: string, args: Record<string, unknown>, id: string) {
  const r = await callRaw(client, tool, args);
  const body = r.isError ? toolError(r) : { code: "ok", result: r.structuredContent };
  return JSON.parse(JSON.stringify(body).split(id).join("<id>")) as { code: string; message?: string; result?: any };
}

/** A's object as A reads it; a leak that deleted it reads as the refusal. */
const readBack = (a: Org, field: string, id: string) => KINDS[field].read(a, id).catch((e: Error) => e.message);

describeEachDatabase("comms isolation: organization B naming any id of organization A", (kind) => {
  const gated = useGatedCampaignWorld(kind);

  test("gets not_found (a list filter: an empty page), the answer for an unknown id, and A's object is unchanged", async () => {
    const w = await gated.start();
    const env: Env = { w, sink: gated.sink() };
    const a = organization(w.org, w.owner, env);
    const made = await toolCalls(await w.host.client("comms")).tool("commsvc_organization_create", { name: "Beta" });
    const bClient = await w.host.client("comms", { Authorization: `Bearer ${made.api_key.secret}` });
    const b: Org = organization(made.organization_id, toolCalls(bClient), env);
    for (const field of Object.keys(KINDS)) await a.need(field); // A's whole graph, before any probe
    const audit = await a.call("commsvc_audit", { limit: 100 });

    const wrong: unknown[] = [];
    // Deletes last: a delete that leaked would hide what the reads and updates of that object leak.
    const isDelete = (pair: string) => Number(pair.includes("_delete "));
    for (const [pair, probe] of Object.entries(PROBES).sort(([p], [q]) => isDelete(p) - isDelete(q))) {
      const [tool, field] = pair.split(" ");
      const args: Record<string, unknown> = { ...requiredArgs(tool), ...probe.args, organization_id: b.id };
      for (const other of idFields(tool))
        if (other !== field && !(other in EXCLUDED) && isRequired(tool, other)) args[other] = await b.need(other);
      const id = await a.need(field);
      const before = await readBack(a, field, id);
      const foreign = await answer(bClient, tool, { ...args, [field]: id }, id);
      const unknown = await answer(bClient, tool, { ...args, [field]: `${id}-nowhere` }, `${id}-nowhere`);
      const after = await readBack(a, field, id);
      const expected =
        probe.expect === "empty"
          ? foreign.code === "ok" && Object.values(foreign.result).every((v) => !Array.isArray(v) || v.length === 0)
          : foreign.code === "not_found" && foreign.message!.includes(probe.names ?? field);
      const same = JSON.stringify(foreign) === JSON.stringify(unknown);
      if (!expected || !same || JSON.stringify(after) !== JSON.stringify(before))
        wrong.push({ pair, foreign, unknown, before, after });
    }
    expect(wrong).toEqual([]);
    // Nothing of A was written: no audit event since A's objects were made.
    expect(await a.call("commsvc_audit", { limit: 100 })).toEqual(audit);
  });
});
