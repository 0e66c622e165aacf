/**
 * The large organization of bench/heavy-comms.ts and bench/heavy-trace.ts (issue 30, item 1):
 * contacts filled through the tools as the attacker filled them (10,000-row import
 * previews and confirms), and a campaign over all of them.
 */
import { DOMAIN, type CampaignWorld } from "../../test/comms/campaigns/world";
import { measureJob, type JobFigures } from "./job-probe";

export const ROUND = 10_000;
const CONSENT = { basis: "explicit", source: "bench sign-up form", captured_at: "2026-03-01T08:00:00Z" };
const MAPPING = { email: "email", name: "first_name" };
/** The heavy-tool budgets out of the way: the benches measure the jobs, not the admission. */
export const UNLIMITED = Object.fromEntries(
  ["TENANT_PER_MINUTE", "TENANT_BURST", "ADDRESS_PER_MINUTE", "ADDRESS_BURST"].map((k) => [
    `MCPFORGE_HEAVY_${k}`,
    "100000000",
  ]),
);

const csv = (round: number) =>
  `email,name\n${Array.from({ length: ROUND }, (_, i) => `c${round * ROUND + i}@members.example,Member ${round * ROUND + i}`).join("\n")}\n`;

/** Every contact through preview + confirm, 10,000 at a time; the last preview and confirm are measured. */
export async function fill(
  w: CampaignWorld,
  contacts: number,
  log: (m: string) => void,
): Promise<{ preview: JobFigures; confirm: JobFigures }> {
  const o = { organization_id: w.org };
  let last: JobFigures | undefined;
  let previewed: JobFigures | undefined;
  const measured = async <T>(job: () => Promise<T>): Promise<T> => {
    let out: T | undefined;
    previewed = await measureJob(async () => void (out = await job()));
    return out as T;
  };
  for (let r = 0; r < contacts / ROUND; r++) {
    const preview = () =>
      w.owner.tool("commsvc_contact_import_preview", { ...o, ...CONSENT, csv: csv(r), mapping: MAPPING });
    const p = r === contacts / ROUND - 1 ? await measured(preview) : await preview();
    const confirm = () =>
      w.owner.tool("commsvc_contact_import_confirm", {
        ...o,
        import_id: p.import_id,
        idempotency_key: `bench-round-${r}`,
      });
    if (r === contacts / ROUND - 1) last = await measureJob(confirm);
    else await confirm();
    if (r === 0) await w.owner.tool("commsvc_data_export_create", o); // warm-up: the tool's first call loads its code
    if (r % 10 === 9) log(`  ${(r + 1) * ROUND} contacts`);
  }
  return { preview: previewed!, confirm: last! };
}

/** Drafts of campaigns over every filled contact (a saved segment, one domain and template), ready to launch. */
export async function campaignDrafts(w: CampaignWorld): Promise<() => Promise<Record<string, any>>> {
  const o = { organization_id: w.org };
  const domain = await w.owner.tool("commsvc_domain_add", { ...o, name: DOMAIN, relay_api_key: w.relayKey });
  const tpl = await w.owner.tool("commsvc_template_create", {
    ...o,
    name: "News",
    subject: "News for {{first_name}}",
    text: "Hello {{first_name}}.",
  });
  await w.owner.tool("commsvc_template_publish", { ...o, template_id: tpl.template_id, version: 1 });
  const audience = await w.owner.tool("commsvc_audience_create", {
    ...o,
    name: "Members",
    kind: "saved_segment",
    filter: { email: { ends_with: "@members.example" } },
  });
  let n = 0;
  return () =>
    w.owner.tool("commsvc_campaign_create", {
      ...o,
      name: `Bench ${++n}`,
      domain_id: domain.domain_id,
      audience_id: audience.audience_id,
      template_id: tpl.template_id,
    });
}

/** One draft campaign over every filled contact. */
export const campaign = async (w: CampaignWorld) => (await campaignDrafts(w))();
