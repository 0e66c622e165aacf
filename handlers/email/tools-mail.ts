import type { EmailHandlers } from "../../generated/email/server";
import { requireAccount } from "./auth";
import { composeMessage, warningsFor } from "./compose";
import { daysAtRung, ladderView, nextRung, ratesOf } from "./limits";
import { normaliseAddress, parseRecipients, parseSender } from "./names";
import { Refusal, type Outbox } from "./outbox";
import { domainView, eventView, messageView } from "./present";
import { listEvents, listMessages, recipientsOf } from "./queue-store";
import { THRESHOLDS } from "./settings";
import { ownDomain, type ToolDeps } from "./tools-domains";

type PausedReason = "bounce_rate" | "complaint_rate" | "operator" | null;

/** send_email, get_delivery_events, list_messages, get_sending_limits. */
export function mailTools(
  deps: ToolDeps & { outbox: Outbox },
): Pick<EmailHandlers, "send_email" | "get_delivery_events" | "list_messages" | "get_sending_limits"> {
  const { store, settings, outbox } = deps;

  return {
    async send_email(args, ctx) {
      const account = await requireAccount(ctx, store);
      const sender = parseSender(args.from);
      if ("problem" in sender) throw ctx.error("invalid_arguments", sender.problem, { issues: [{ path: "/from", message: sender.problem }] });
      const from = sender.address;
      const recipients = parseRecipients(args.to);
      const testMode = args.test_mode ?? false;
      try {
        const r = await outbox.send({
          account,
          domain: args.domain,
          from,
          recipients,
          testMode,
          content: (id, domain) =>
            composeMessage({
              id,
              domain,
              from: sender.name === null ? from : { name: sender.name, address: from },
              to: recipients,
              subject: args.subject,
              text: args.text,
              html: args.html,
              date: store.now(),
            }),
        });
        return {
          status: testMode ? "screened" : "queued",
          test_mode: testMode,
          message_id: r.messageId,
          queued_at: r.queuedAt?.toISOString() ?? null,
          domain: r.domain.name,
          from,
          recipients,
          allowance_spent: r.spent,
          remaining_today: Math.max(0, r.remainingToday),
          warnings: warningsFor(args),
        };
      } catch (err) {
        if (err instanceof Refusal) throw ctx.error(err.code, err.message, err.details);
        throw err;
      }
    },

    async get_delivery_events(args, ctx) {
      const account = await requireAccount(ctx, store);
      const d = await ownDomain(ctx, deps, account, args.domain);
      const rows = await listEvents(store.db, {
        domainId: d.id,
        type: args.event,
        recipient: args.recipient === undefined ? undefined : normaliseAddress(args.recipient),
        limit: args.limit ?? 25,
      });
      return { domain: d.name, events: rows.map((e) => eventView(e, d.name)) };
    },

    async list_messages(args, ctx) {
      const account = await requireAccount(ctx, store);
      const d = await ownDomain(ctx, deps, account, args.domain);
      const rows = await listMessages(store.db, {
        domainId: d.id,
        direction: args.direction,
        folder: args.folder,
        limit: args.limit ?? 25,
      });
      const recipients = await recipientsOf(
        store.db,
        rows.filter((m) => m.direction === "outbound").map((m) => m.id),
      );
      return {
        domain: d.name,
        messages: rows.map((m) =>
          messageView(
            m,
            recipients.filter((r) => r.message_id === m.id),
          ),
        ),
      };
    },

    async get_sending_limits(args, ctx) {
      const account = await requireAccount(ctx, store);
      const held = await store.domainsOf(account.id);
      let domain = null;
      if (args.domain !== undefined) {
        const d = await store.refresh(await ownDomain(ctx, deps, account, args.domain), settings);
        const now = store.now();
        const view = domainView(d, settings, now);
        const rates = ratesOf(d);
        domain = {
          name: d.name,
          status: d.status,
          rung: d.rung,
          daily_allowance: view.daily_allowance,
          sent_today: view.sent_today,
          remaining_today: view.remaining_today,
          resets_at: view.resets_at,
          days_at_rung: daysAtRung(d, now),
          delivery_rate: rates.delivery,
          bounce_rate: rates.bounce,
          complaint_rate: rates.complaint,
          next_rung: nextRung(d, settings, now),
          sending_paused: d.paused_reason !== null,
          paused_reason: d.paused_reason as PausedReason,
          paused_detail: d.paused_detail,
        };
      }
      return {
        account_paused: account.paused_reason !== null,
        account_paused_reason: account.paused_reason as PausedReason,
        domains_allowed: settings.domainsPerAccount,
        domains_used: held.length,
        ladder: ladderView(settings),
        pause_thresholds: { bounce_rate: THRESHOLDS.pauseBounceRate, complaint_rate: THRESHOLDS.pauseComplaintRate },
        domain,
      };
    },
  };
}
