/**
 * The one table of heavy comms tools (issue 30, item 2): what each call costs in the admission
 * budget's units (generator/runtime/admission.ts), and which organization quotas it checks
 * before any work (quota/usage.ts). A tool not listed is ordinary: only the per-address request
 * rate applies to it. docs/comms.md, "Heavy calls and quotas", lists the same figures.
 */
import { incomingRows } from "./rows";

export type Quota = "rows" | "files" | "bytes";

export interface HeavyTool {
  /** Budget units, from the call's arguments: a preview costs 1 per 1,000 CSV rows (10 at most), a whole-organization export 20. */
  cost: (args: Record<string, unknown>) => number;
  /** Organization quotas the call would grow: refused before any work when one is reached. */
  quotas: readonly Quota[];
}

/**
 * What a launch's frozen audience costs on top of the launch's own 5, charged once the audience
 * is frozen (quota/charge.ts): 1 per 1,000 recipient rows written, as a preview's staged rows.
 */
export const launchRecipientsCost = (frozen: number): number => Math.floor(frozen / 1000);

export const HEAVY_TOOLS: Readonly<Record<string, HeavyTool>> = {
  commsvc_contact_import_preview: { cost: (args) => Math.max(1, Math.ceil(incomingRows(args) / 1000)), quotas: ["rows"] },
  commsvc_contact_import_confirm: { cost: () => 10, quotas: [] },
  commsvc_data_export_create: { cost: () => 20, quotas: ["files", "bytes"] },
  commsvc_contacts_export: { cost: () => 10, quotas: ["files", "bytes"] },
  commsvc_campaign_launch: { cost: () => 5, quotas: [] }, // and launchRecipientsCost once frozen
};
