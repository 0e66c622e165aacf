import type { Kysely } from "kysely";
import type { CommsTables } from "../migrations";
import { iso } from "../support/deps";
import { inBatches } from "./store";
import type { ValidRow } from "./validate";

/** A preview row whose existing contact the import will not re-subscribe, and why. */
export interface NotResubscribed {
  row: number;
  email: string;
  contact_id: string;
  reason: "unsubscribed" | "suppressed";
  since: string;
}

/**
 * The valid rows whose contact exists and has opted out or is suppressed (docs/comms.md,
 * "Consent precedence"): an import never lifts either, whatever its basis and captured_at, so
 * the preview lists them with the reason. Row order.
 */
export async function notResubscribed(
  db: Kysely<CommsTables>,
  organizationId: string,
  valid: readonly ValidRow[],
): Promise<NotResubscribed[]> {
  const out: NotResubscribed[] = [];
  await inBatches(valid, async (slice) => {
    const held = await db
      .selectFrom("comms_crm_contacts as c")
      .innerJoin("comms_contact_consent as k", "k.contact_id", "c.id")
      .select(["c.id", "c.email", "k.unsubscribed_at", "k.suppressed_at"])
      .where("c.organization_id", "=", organizationId)
      .where(
        "c.email",
        "in",
        slice.map((r) => r.email),
      )
      .where((eb) => eb.or([eb("k.unsubscribed_at", "is not", null), eb("k.suppressed_at", "is not", null)]))
      .execute();
    const byEmail = new Map(held.map((h) => [h.email, h]));
    for (const r of slice) {
      const h = byEmail.get(r.email);
      if (!h) continue;
      const unsubscribed = h.unsubscribed_at !== null;
      out.push({
        row: r.row,
        email: r.email,
        contact_id: h.id,
        reason: unsubscribed ? "unsubscribed" : "suppressed",
        since: iso(Number(unsubscribed ? h.unsubscribed_at : h.suppressed_at)),
      });
    }
  });
  return out;
}

/** The refusal of a consent captured after now (a put or an import preview), naming the field. */
export function futureCapture(capturedAt: number, now: number): string | null {
  return capturedAt > now
    ? `captured_at ${iso(capturedAt)} is in the future (now ${iso(now)}): give the time the consent was actually captured (captured_at).`
    : null;
}
