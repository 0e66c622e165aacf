import { randomInt, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { SignInMail } from "mcpforge/platform/auth/mail";
import { sha256 } from "mcpforge/platform/auth/util";
import type { Storage } from "mcpforge/platform/storage";
import { createDraft, type DraftFields } from "../person/store/drafts";
import type { Db } from "../person/store/context";
import type { PagesConfig } from "./config";
import type { PageTables } from "./migrations";

/** The proof written on a claim and its audit event. */
export const CODE_PROOF = "code e-mailed to the contact on the permit record";

export type Claim = PageTables["housing_page_claims"];

/** The outcome of entering a code: the claim's draft, or why not. */
export type Entered = { ok: true; draftId: string; tookOver: boolean } | { ok: false; reason: "none" | "wrong" | "used_up" };

/**
 * Proof of a permit-record claim (docs/housing.md, "Claiming a permit record"): a one-time code is
 * e-mailed to the contact the record names, stored only as a hash bound to the record and the
 * person, with the sign-in's lifetime and attempt limit. Entering it records the claim as proven;
 * when another account held the claim, the proven person takes it over. Every proven claim and
 * takeover is appended to `housing_page_claim_events` (the audit trail).
 */
export class ClaimProofs {
  constructor(private readonly deps: { storage: Storage; clock: Clock; mail: SignInMail; config: PagesConfig }) {}

  private get db(): Kysely<PageTables> {
    return this.deps.storage.kysely<PageTables>();
  }

  claimOf(key: string): Promise<Claim | undefined> {
    return this.db.selectFrom("housing_page_claims").selectAll().where("record_key", "=", key).executeTakeFirst();
  }

  /** The unexpired code sent for `person`'s claim of the record, if any. */
  async pending(key: string, person: string): Promise<{ sent_to: string } | undefined> {
    const row = await this.db.selectFrom("housing_page_claim_codes").select(["sent_to", "expires_at"]).where("record_key", "=", key).where("person", "=", person).executeTakeFirst();
    return row && Number(row.expires_at) > this.deps.clock.now().getTime() ? { sent_to: row.sent_to } : undefined;
  }

  /** Sends a new code to `contact` for `person`'s claim (replacing an earlier one) and keeps the listing details. */
  async send(o: { key: string; person: string; contact: string; permit: string; fields: DraftFields }): Promise<void> {
    const code = String(randomInt(0, 100_000_000)).padStart(8, "0");
    const row = {
      code_hash: sha256(`${o.key}|${o.person}:${code}`), attempts: 0, sent_to: o.contact, fields: JSON.stringify(o.fields),
      expires_at: this.deps.clock.now().getTime() + this.deps.config.signInTtlSec * 1000,
    };
    await this.db.deleteFrom("housing_page_claim_codes").where("record_key", "=", o.key).where("person", "=", o.person).execute();
    await this.db.insertInto("housing_page_claim_codes").values({ record_key: o.key, person: o.person, ...row }).execute();
    const minutes = Math.round(this.deps.config.signInTtlSec / 60);
    await this.deps.mail.deliver({
      to: o.contact,
      subject: `Code to claim permit record ${o.permit}: ${code}`,
      text: `${o.person} asked to claim permit record ${o.permit} on the housing pages and to publish a listing from it.\nIf that is you (or you agree), give them this code: ${code}\nIt is valid for ${minutes} minutes. If you did not expect this, ignore this message: without the code nothing is claimed.\n`,
    });
  }

  /**
   * Checks an entered code. The attempt is taken in one conditional UPDATE before the comparison
   * (codes posted at once each count); the right code records the proven claim, creating the
   * person's draft from the kept details, and appends the audit event, all in one transaction
   * under the record's lock.
   */
  async enter(key: string, person: string, code: string, address: string): Promise<Entered> {
    const now = this.deps.clock.now().getTime();
    const row = await this.db.selectFrom("housing_page_claim_codes").selectAll().where("record_key", "=", key).where("person", "=", person).executeTakeFirst();
    if (!row || Number(row.expires_at) <= now) return { ok: false, reason: "none" };
    const limit = this.deps.config.signInAttempts;
    const taken = await this.db.updateTable("housing_page_claim_codes").set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("record_key", "=", key).where("person", "=", person).where("code_hash", "=", row.code_hash).where("attempts", "<", limit)
      .returning("attempts").executeTakeFirst();
    if (!taken) return { ok: false, reason: "used_up" };
    if (sha256(`${key}|${person}:${code.replace(/\s/g, "")}`) !== row.code_hash) {
      if (Number(taken.attempts) >= limit) await this.forget(key, person);
      return { ok: false, reason: Number(taken.attempts) >= limit ? "used_up" : "wrong" };
    }
    return this.deps.storage.serialized(`housing_claim:${key}`, async (any) => {
      const trx = any as Kysely<PageTables>;
      const used = await trx.deleteFrom("housing_page_claim_codes").where("record_key", "=", key).where("person", "=", person).where("code_hash", "=", row.code_hash).executeTakeFirst();
      if (Number(used.numDeletedRows) === 0) return { ok: false, reason: "none" } as const;
      const prior = await trx.selectFrom("housing_page_claims").selectAll().where("record_key", "=", key).executeTakeFirst();
      if (prior?.person === person && prior.proven_at !== null) return { ok: true, draftId: prior.draft_id, tookOver: false } as const;
      const draft = await createDraft(trx as unknown as Db, { person, byAssistant: false, clientId: null }, now, JSON.parse(row.fields) as DraftFields);
      const claim = { person, draft_id: draft.id, address, claimed_at: now, proven_at: now, proof: CODE_PROOF };
      if (prior) await trx.updateTable("housing_page_claims").set(claim).where("record_key", "=", key).execute();
      else await trx.insertInto("housing_page_claims").values({ record_key: key, ...claim }).execute();
      const previous = prior && prior.person !== person ? prior.person : null;
      await trx.insertInto("housing_page_claim_events").values({ id: randomUUID(), record_key: key, person, previous_person: previous, draft_id: draft.id, proof: CODE_PROOF, at: now }).execute();
      return { ok: true, draftId: draft.id, tookOver: previous !== null } as const;
    });
  }

  private async forget(key: string, person: string): Promise<void> {
    await this.db.deleteFrom("housing_page_claim_codes").where("record_key", "=", key).where("person", "=", person).execute();
  }
}
