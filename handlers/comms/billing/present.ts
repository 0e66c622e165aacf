import type { Entitlement } from "../../../generated/comms/types";
import type { EntitlementsTable } from "../migrations";
import { iso, isoOrNull } from "../support/deps";

export function presentEntitlement(e: Omit<EntitlementsTable, "seq">): Entitlement {
  return {
    entitlement_id: e.id,
    kind: e.kind,
    sends_granted: Number(e.sends_granted),
    sends_remaining: Number(e.sends_remaining),
    purchased_at: iso(Number(e.purchased_at)),
    starts_at: iso(Number(e.starts_at)),
    expires_at: isoOrNull(e.expires_at === null ? null : Number(e.expires_at)),
    transaction_hash: e.transaction_hash ?? null,
  };
}
