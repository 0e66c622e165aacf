import type { InProcessRelay, RelaySendingState } from "../_shared/email-relay";
import { accountForKey } from "./auth";
import { allowanceOf, resetsAt, sentToday } from "./limits";
import type { Outbox } from "./outbox";
import type { EmailSettings } from "./settings";
import { reply, submitRaw } from "./smtp-submission";
import { smtpError } from "./listeners";
import type { EmailStore } from "./store";

/**
 * What a service of the same process (comms campaigns) may ask the relay directly: a domain's
 * sending state (pause, allowance left today) and an in-process submission with the submission
 * listener's rules and replies (docs/email.md, "Campaigns of the same host").
 */
export function inProcessRelay(deps: { store: EmailStore; outbox: Outbox; settings: EmailSettings }): InProcessRelay {
  const { store, settings } = deps;
  return {
    async sendingState(accountId, name): Promise<RelaySendingState | null> {
      const [account, row] = await Promise.all([store.accountById(accountId), store.domainOf(accountId, name)]);
      if (!account || !row || row.status !== "active") return null;
      const d = await store.refresh(row, settings);
      const now = store.now();
      const paused = account.paused_reason
        ? { reason: account.paused_reason, detail: account.paused_detail, until: null }
        : d.paused_reason
          ? {
              reason: d.paused_reason,
              detail: d.paused_detail,
              until: d.paused_until === null ? null : Number(d.paused_until),
            }
          : null;
      return {
        paused,
        remainingToday: Math.max(0, allowanceOf(d, settings) - sentToday(d, now)),
        resetsAt: Date.parse(resetsAt(now)),
      };
    },
    async submit(relayKey, envelope, raw) {
      const account = await accountForKey(store, relayKey);
      if (!account) throw smtpError(535, "5.7.8 Authentication failed: the relay API key is not valid");
      try {
        return (await submitRaw(deps, account, envelope, raw)).messageId!;
      } catch (err) {
        throw reply(err);
      }
    },
  };
}
