import type * as Mailparser from "mailparser";
import type { ParsedMail } from "mailparser";

// Loaded on first use: mailparser costs ~90 ms at start-up and most processes never parse mail.
const mailparser = (): typeof Mailparser => require("mailparser");
import type { Logger } from "pino";
import type { Deliverer } from "./deliver";
import type { DomainsTable } from "./migrations";
import { bareMessageId, normaliseAddress } from "./names";
import {
  eventRow,
  insertEvents,
  outboundByRfcId,
  outboundStatus,
  recipientsOf,
  setRecipientStatus,
} from "./queue-store";
import type { EmailStore } from "./store";

/**
 * Reports that arrive inbound about mail we sent: delivery status notifications (RFC 3464,
 * multipart/report; report-type=delivery-status) become `bounced` events, feedback reports
 * (RFC 5965, report-type=feedback-report) count as complaints and add a `complained` event for
 * the recipient who complained. Both find the original by the Message-ID in the report's copy of
 * its headers.
 */
export interface Report {
  kind: "bounce" | "complaint";
  originalId: string | null;
  failed: { recipient: string; status: string | null; diagnostic: string | null }[];
  /** complaint: who complained (Original-Rcpt-To of the feedback report, else the original's To). */
  complainant?: string | null;
  feedbackType?: string | null;
}

function partText(parsed: ParsedMail, types: string[]): string[] {
  return parsed.attachments
    .filter((a) => types.includes(a.contentType.toLowerCase()))
    .map((a) => a.content.toString("utf8"));
}

function field(block: string, name: string): string | null {
  const m = new RegExp(`^${name}:\\s*(.+)$`, "im").exec(block);
  return m ? m[1].trim() : null;
}

export async function readReport(raw: Buffer): Promise<Report | null> {
  const parsed = await mailparser().simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipTextLinks: true,
    skipImageLinks: true,
  });
  const type = parsed.headers.get("content-type") as { value?: string; params?: Record<string, string> } | undefined;
  if (type?.value?.toLowerCase() !== "multipart/report") return null;
  const reportType = (type.params?.["report-type"] ?? "").toLowerCase();
  const original = partText(parsed, ["text/rfc822-headers", "message/rfc822", "message/rfc822-headers"]).join("\n");
  const originalId = bareMessageId(field(original, "Message-ID"));
  if (reportType === "feedback-report") {
    // RFC 5965: the machine-readable part is message/feedback-report (mailparser may inline it).
    const feedback = [...partText(parsed, ["message/feedback-report"]), parsed.text ?? ""].join("\n");
    const rcpt = (field(feedback, "Original-Rcpt-To") ?? field(original, "To") ?? "").replace(/^.*<([^>]+)>.*$/, "$1");
    return {
      kind: "complaint",
      originalId,
      failed: [],
      complainant: rcpt.includes("@") ? normaliseAddress(rcpt) : null,
      feedbackType: field(feedback, "Feedback-Type"),
    };
  }
  if (reportType !== "delivery-status") return null;
  // mailparser inlines message/delivery-status parts into the text body; read both places.
  const status = [
    ...partText(parsed, ["message/delivery-status", "message/global-delivery-status"]),
    parsed.text ?? "",
  ].join("\n\n");
  const failed = status
    .split(/\r?\n\s*\r?\n/)
    .filter((block) => /^action:\s*failed/im.test(block))
    .map((block) => ({
      recipient: normaliseAddress(
        (field(block, "Final-Recipient") ?? field(block, "Original-Recipient") ?? "").replace(/^rfc822;\s*/i, ""),
      ),
      status: field(block, "Status"),
      diagnostic: field(block, "Diagnostic-Code")?.replace(/^smtp;\s*/i, "") ?? null,
    }))
    .filter((f) => f.recipient.includes("@"));
  return { kind: "bounce", originalId, failed };
}

/** Applies a report to the domain's outbound message it refers to; unknown originals are ignored. */
export async function applyReport(
  report: Report,
  d: DomainsTable,
  deps: { store: EmailStore; deliverer: Deliverer; logger: Logger },
): Promise<void> {
  const { store } = deps;
  if (!report.originalId) return;
  const msg = await outboundByRfcId(store.db, d.id, report.originalId);
  if (!msg) return;
  const now = store.now().getTime();
  if (report.kind === "complaint") {
    await store.db.transaction().execute(async (trx) => {
      const recipients = await recipientsOf(trx, [msg.id]);
      const who =
        recipients.find((x) => x.address.toLowerCase() === report.complainant?.toLowerCase()) ??
        (recipients.length === 1 ? recipients[0] : undefined);
      await store.countOutcomes(trx, d.id, { complaints: 1 });
      await deps.deliverer.maybePause(d.id, trx);
      if (!who) return;
      await insertEvents(trx, [
        eventRow({
          message_id: msg.id,
          domain_id: d.id,
          recipient: who.address,
          type: "complained",
          detail: `A complaint (feedback report${report.feedbackType ? `, type ${report.feedbackType}` : ""}) arrived: the recipient marked this message as spam.`,
          occurred_at: now,
        }),
      ]);
    });
  } else {
    await store.db.transaction().execute(async (trx) => {
      const recipients = await recipientsOf(trx, [msg.id]);
      let wasDelivered = 0;
      let bounced = 0;
      for (const f of report.failed) {
        const r = recipients.find((x) => x.address.toLowerCase() === f.recipient.toLowerCase());
        if (!r || r.status === "bounced") continue;
        if (r.status === "delivered") wasDelivered++;
        bounced++;
        await setRecipientStatus(trx, msg.id, r.address, "bounced", now);
        const code = Number(/^\d{3}/.exec(f.diagnostic ?? "")?.[0]) || null;
        const detail = `A bounce arrived for this recipient: ${f.diagnostic ?? `status ${f.status ?? "unknown"}`}.`;
        await insertEvents(trx, [
          eventRow({
            message_id: msg.id,
            domain_id: d.id,
            recipient: r.address,
            type: "bounced",
            enhanced_status: f.status,
            smtp_code: code && code >= 200 && code <= 599 ? code : null,
            smtp_response: f.diagnostic,
            detail,
            occurred_at: now,
          }),
        ]);
      }
      if (bounced === 0) return;
      // A bounce after "delivered" means the next hop gave up later: move the count over.
      await store.countOutcomes(trx, d.id, { delivered: -wasDelivered, bounced });
      await deps.deliverer.maybePause(d.id, trx);
      const statuses = (await recipientsOf(trx, [msg.id])).map((r) => r.status);
      await trx
        .updateTable("email_messages")
        .set({ status: outboundStatus(statuses) })
        .where("id", "=", msg.id)
        .execute();
    });
  }
  deps.logger.info({ domain: d.name, message: msg.id, kind: report.kind }, "delivery report applied");
}
