import type { MerchantAuditOutput } from "../../generated/payments/types";
import type { Storage } from "mcpforge/platform/storage";
import { unitsToUsdc } from "./amounts";
import type { PaymentTables } from "./migrations";
import { sha256Hex } from "./receipts";
import type { MerchantScores } from "./scoring";

type Alert = MerchantAuditOutput["alerts"][number];

/** What one audit keeps: scores, ranks by sorted-query position, prices. No wallet, phrase or buyer. */
export interface AuditSummary {
  scores: MerchantScores;
  /** Rank per query, in the sorted order of the (trimmed, lower-cased) queries. */
  ranks: (number | null)[];
  cheapestCompetitorUnits: string | null;
  ownPriceUnits: string | null;
}

/** Earlier audits shown at most (oldest first of the latest ones). */
const HISTORY_SHOWN = 50;
/** An overall or reliability drop of at least this many points raises an alert. */
const DROP_POINTS = 5;

export function normalizedQueries(queries: readonly string[]): string[] {
  return queries.map((q) => q.trim().toLowerCase()).sort();
}

/** The history key: SHA-256 of the wallet and the sorted queries, so the table holds neither. */
export function auditSubject(payTo: string, queries: readonly string[]): string {
  return sha256Hex(["payments.merchant_audit.v1", payTo.toLowerCase(), ...normalizedQueries(queries)].join("\0"));
}

export class AuditHistory {
  constructor(private readonly storage: Storage) {}

  /** Appends this audit; returns the earlier ones (oldest first) and the latest earlier summary. */
  async record(subject: string, at: Date, summary: AuditSummary): Promise<{ earlier: { auditedAt: string; overall: number }[]; previous: AuditSummary | null }> {
    const db = this.storage.kysely<PaymentTables>();
    const rows = await db.selectFrom("payments_audit_history").select(["audited_at", "overall", "summary"]).where("subject", "=", subject).orderBy("audited_at", "desc").limit(HISTORY_SHOWN).execute();
    await db.insertInto("payments_audit_history").values({ subject, audited_at: at.getTime(), overall: summary.scores.overall, summary: JSON.stringify(summary) }).execute();
    const earlier = rows.reverse().map((r) => ({ auditedAt: new Date(Number(r.audited_at)).toISOString(), overall: Number(r.overall) }));
    return { earlier, previous: rows.length ? (JSON.parse(rows[rows.length - 1].summary) as AuditSummary) : null };
  }
}

/** Change alerts of this audit against the previous one of the same wallet and queries. */
export function changeAlerts(prev: AuditSummary | null, cur: AuditSummary, queries: readonly string[]): Alert[] {
  if (!prev) return [];
  const alerts: Alert[] = [];
  const drop = (kind: string, label: string, before: number, now: number) => {
    if (before - now >= DROP_POINTS) alerts.push({ kind, previous: String(before), current: String(now), message: `${label} fell from ${before} to ${now}.` });
  };
  drop("score_drop", "The overall score", prev.scores.overall, cur.scores.overall);
  drop("reliability_drop", "Payment reliability", prev.scores.reliability, cur.scores.reliability);
  const sorted = normalizedQueries(queries);
  sorted.forEach((q, i) => {
    const before = prev.ranks[i] ?? null;
    const now = cur.ranks[i] ?? null;
    if (before !== null && (now === null || now > before)) {
      alerts.push({ kind: "rank_lost", previous: String(before), current: now === null ? null : String(now), message: `For "${q}" the merchant ${now === null ? "no longer appears" : `moved from #${before} to #${now}`}.` });
    }
  });
  const was = prev.cheapestCompetitorUnits === null ? null : BigInt(prev.cheapestCompetitorUnits);
  const is = cur.cheapestCompetitorUnits === null ? null : BigInt(cur.cheapestCompetitorUnits);
  const own = cur.ownPriceUnits === null ? null : BigInt(cur.ownPriceUnits);
  if (is !== null && (was === null || is < was) && own !== null && is < own) {
    alerts.push({ kind: "price_undercut", previous: was === null ? null : unitsToUsdc(was), current: unitsToUsdc(is), message: `A competitor now asks ${unitsToUsdc(is)} USDC, below your ${unitsToUsdc(own)} USDC.` });
  }
  return alerts;
}
