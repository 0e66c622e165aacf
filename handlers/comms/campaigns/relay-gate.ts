import type { Campaign } from "../../../generated/comms/types";
import { emailListeners } from "../../_shared/email-relay";
import type { CampaignDeps } from "./deps";

/**
 * The e-mail relay's state, as the campaign worker sees it (docs/comms.md, "Deferral"): before a
 * launch's first batch, before each batch and before a dead-letter replay, the worker asks the
 * relay of this process whether the sending domain is paused and how much of today's allowance
 * is left. A closed gate makes the campaign `waiting_for_allowance` until the relay's next window
 * (midnight UTC for the allowance, the end of the pause); nothing is claimed or spent meanwhile.
 * A relay in another process (or COMMS_SMTP_URL) cannot be asked: then only its temporary replies
 * (451) defer recipients, which costs nothing either (deliver.ts refunds them).
 */
export type Gate = { open: true; budget: number } | { open: false; until: number; reason: string };

/** How long a pause without an end (an operator's, or an unreadable reply) is waited before asking again. */
export const RECHECK_MS = 60 * 60 * 1000;

/** Backoff of a recipient after a temporary refusal that is not the relay's window (4xx, no answer). */
export const BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;

const iso = (ms: number) => new Date(ms).toISOString();

export async function relayGate(deps: CampaignDeps, organizationId: string, domainId: string): Promise<Gate> {
  const relay = deps.send.smtpUrl ? undefined : emailListeners(deps.relayListenerKey)?.relay;
  if (!relay) return { open: true, budget: Infinity };
  const domain = await deps.db
    .selectFrom("comms_sending_domains")
    .select(["name", "relay_account_id"])
    .where("organization_id", "=", organizationId)
    .where("id", "=", domainId)
    .executeTakeFirst();
  const state = domain && (await relay.sendingState(domain.relay_account_id, domain.name));
  if (!domain || !state) return { open: true, budget: Infinity }; // not active: the submission refuses it for good
  const now = deps.clock.now().getTime();
  if (state.paused) {
    const until = state.paused.until ?? now + RECHECK_MS;
    const detail = state.paused.detail ? `: ${state.paused.detail}` : "";
    return {
      open: false,
      until,
      reason: `sending_paused: the e-mail relay paused ${domain.name} (${state.paused.reason})${detail}; waiting until ${iso(until)}`,
    };
  }
  if (state.remainingToday <= 0)
    return {
      open: false,
      until: state.resetsAt,
      reason: `allowance_exhausted: ${domain.name} has used today's relay allowance; sending resumes at ${iso(state.resetsAt)}`,
    };
  return { open: true, budget: state.remainingToday };
}

export const OPEN: Gate = { open: true, budget: Infinity };

/**
 * The relay's pause and allowance, read right after a launch started sending (outside the launch
 * lock: the relay may write when it evaluates the domain): a paused or spent domain makes the
 * campaign `waiting_for_allowance` before anything is claimed, and the launch answers so (the
 * stored answer of its idempotency key too).
 */
export async function holdForRelay(
  deps: CampaignDeps,
  c: Campaign,
  organizationId: string,
  key?: string,
): Promise<{ campaign: Campaign; gate: Gate }> {
  if (c.status !== "sending") return { campaign: c, gate: OPEN };
  const gate = await relayGate(deps, organizationId, c.domain_id);
  if (gate.open) return { campaign: c, gate };
  const now = deps.clock.now().getTime();
  const moved = await deps.db
    .updateTable("comms_campaigns")
    .set({ status: "waiting_for_allowance", status_reason: gate.reason, updated_at: now })
    .where("id", "=", c.campaign_id)
    .where("status", "=", "sending")
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { campaign: c, gate: OPEN };
  const campaign: Campaign = {
    ...c,
    status: "waiting_for_allowance",
    status_reason: gate.reason,
    updated_at: new Date(now).toISOString(),
  };
  if (key)
    await deps.db
      .updateTable("comms_campaign_launches")
      .set({ result: JSON.stringify(campaign) })
      .where("organization_id", "=", organizationId)
      .where("idempotency_key", "=", key)
      .execute();
  return { campaign, gate };
}

/** What a failed submission means for the recipient. */
export type Refused =
  | { kind: "permanent" }
  /** The relay's pause or allowance: wait for its window, no backoff counted. */
  | { kind: "window"; until: number }
  /** Any other 4xx, or no answer: retry after a backoff. */
  | { kind: "temporary" };

export function classifyRefusal(err: unknown, now: number): Refused {
  const code = (err as { responseCode?: unknown })?.responseCode;
  const message = err instanceof Error ? err.message : String(err);
  if (typeof code === "number" && code >= 500) return { kind: "permanent" };
  if (typeof code === "number" && code >= 400 && /allowance_exhausted|sending_paused/.test(message)) {
    // The relay's reply names when its window opens ("resets at …", "resumes automatically at …").
    const at = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/.exec(message);
    const until = at ? Date.parse(at[0]) : NaN;
    return { kind: "window", until: Number.isFinite(until) && until > now ? until : now + RECHECK_MS };
  }
  return { kind: "temporary" };
}
