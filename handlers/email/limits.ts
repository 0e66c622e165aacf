import type { GetSendingLimitsOutput } from "../../generated/email/server";
import type { DomainsTable } from "./migrations";
import { THRESHOLDS, type EmailSettings } from "./settings";

/**
 * The sending-limit ladder (README: "Sending limits"). A verified domain starts on rung 1; after
 * `graduationDays` at a rung, having sent at least one day's allowance with good delivery, it
 * moves up a rung. Bounce or complaint rates above the pause thresholds pause it for a day,
 * after which it resumes one rung lower. Pure functions over a domain row and the time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type NextRung = NonNullable<NonNullable<GetSendingLimitsOutput["domain"]>["next_rung"]>;

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function resetsAt(now: Date): string {
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return midnight.toISOString();
}

export function allowanceOf(d: Pick<DomainsTable, "rung" | "status">, s: EmailSettings): number {
  if (d.status !== "active") return s.ladder[0];
  return s.ladder[Math.min(d.rung, s.ladder.length) - 1];
}

export function sentToday(d: Pick<DomainsTable, "day" | "sent_today">, now: Date): number {
  return d.day === utcDay(now) ? d.sent_today : 0;
}

export interface Rates {
  /** Recipients with a final outcome at this rung. */
  outcomes: number;
  delivery: number | null;
  bounce: number | null;
  complaint: number | null;
}

export function ratesOf(d: DomainsTable): Rates {
  const outcomes = d.rung_delivered + d.rung_bounced;
  if (outcomes === 0) return { outcomes, delivery: null, bounce: null, complaint: null };
  return {
    outcomes,
    delivery: d.rung_delivered / outcomes,
    bounce: d.rung_bounced / outcomes,
    complaint: Math.min(1, d.rung_complaints / Math.max(d.rung_delivered, 1)),
  };
}

export function daysAtRung(d: DomainsTable, now: Date): number {
  if (d.rung_started_at === null) return 0;
  return Math.max(0, Math.floor((now.getTime() - d.rung_started_at) / DAY_MS));
}

/** The next rung and each criterion that graduates to it; null at the top (or while pending). */
export function nextRung(d: DomainsTable, s: EmailSettings, now: Date): NextRung | null {
  if (d.rung >= s.ladder.length) return null;
  const r = ratesOf(d);
  const req = (
    criterion: NextRung["requirements"][number]["criterion"],
    comparison: ">=" | "<=",
    threshold: number,
    current: number | null,
  ) => ({
    criterion,
    comparison,
    threshold,
    current,
    met: current !== null && (comparison === ">=" ? current >= threshold : current <= threshold),
  });
  const requirements = [
    req("days_at_rung", ">=", s.graduationDays, daysAtRung(d, now)),
    req("recipients_sent", ">=", allowanceOf(d, s), d.rung_sent),
    req("delivery_rate", ">=", THRESHOLDS.graduateDeliveryRate, r.delivery),
    req("bounce_rate", "<=", THRESHOLDS.graduateBounceRate, r.bounce),
    req("complaint_rate", "<=", THRESHOLDS.graduateComplaintRate, r.complaint),
  ];
  return {
    rung: d.rung + 1,
    daily_allowance: s.ladder[d.rung],
    requirements,
    eligible: d.status === "active" && d.paused_reason === null && requirements.every((x) => x.met),
  };
}

/** Column changes that start a new rung window (counters reset). */
function newRung(rung: number, now: Date): Partial<DomainsTable> {
  return { rung, rung_started_at: now.getTime(), rung_sent: 0, rung_delivered: 0, rung_bounced: 0, rung_complaints: 0 };
}

/**
 * What evaluating the domain now changes: an expired pause lifts one rung lower, an eligible
 * domain graduates. Null when nothing changes.
 */
export function evaluate(d: DomainsTable, s: EmailSettings, now: Date): Partial<DomainsTable> | null {
  if (d.status !== "active") return null;
  if (
    d.paused_reason !== null &&
    d.paused_reason !== "operator" &&
    d.paused_until !== null &&
    d.paused_until <= now.getTime()
  ) {
    return { ...newRung(Math.max(1, d.rung - 1), now), paused_reason: null, paused_detail: null, paused_until: null };
  }
  const next = nextRung(d, s, now);
  if (next?.eligible) return newRung(next.rung, now);
  return null;
}

/** A pause to apply after new outcomes were counted, or null. */
export function pauseFor(d: DomainsTable, s: EmailSettings, now: Date): Partial<DomainsTable> | null {
  if (d.paused_reason !== null) return null;
  const r = ratesOf(d);
  if (r.outcomes < THRESHOLDS.pauseMinSample) return null;
  const until = new Date(now.getTime() + THRESHOLDS.pauseMs);
  const lower = s.ladder[Math.max(1, d.rung - 1) - 1];
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (r.bounce !== null && r.bounce > THRESHOLDS.pauseBounceRate) {
    return {
      paused_reason: "bounce_rate",
      paused_until: until.getTime(),
      paused_detail: `Bounce rate ${pct(r.bounce)} over ${r.outcomes} recipients at this rung exceeds ${pct(THRESHOLDS.pauseBounceRate)}. Sending resumes automatically at ${until.toISOString()} one rung lower (${lower} a day); remove addresses that bounced before sending again.`,
    };
  }
  if (r.complaint !== null && r.complaint > THRESHOLDS.pauseComplaintRate) {
    return {
      paused_reason: "complaint_rate",
      paused_until: until.getTime(),
      paused_detail: `Complaint rate ${pct(r.complaint)} exceeds ${pct(THRESHOLDS.pauseComplaintRate)}. Sending resumes automatically at ${until.toISOString()} one rung lower (${lower} a day); send only to people who asked for this mail.`,
    };
  }
  return null;
}

export function ladderView(s: EmailSettings): { rung: number; daily_allowance: number }[] {
  return s.ladder.map((daily_allowance, i) => ({ rung: i + 1, daily_allowance }));
}
