import type { Kysely } from "kysely";
import type { Clock } from "../../../generator/runtime";
import type { Storage } from "../../_shared/storage";
import { verifyClaimToken, type ClaimPayload } from "../catalog";
import { createDraft, type DraftFields } from "../person/store/drafts";
import type { Db } from "../person/store/context";
import { LISTING_FIELDS, listingInputs } from "./drafts";
import { readFields, type FormValues } from "./forms";
import { checkbox, csrfField, esc } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";
import type { PageTables } from "./migrations";

const REASONS: Record<string, string> = {
  malformed: "This claim link is not valid. Ask the assistant for a new one.",
  bad_signature: "This claim link is not valid (it was changed or did not come from us). Ask the assistant for a new one.",
  expired: "This claim link has expired. Ask the assistant to check the address again for a new one.",
};

/**
 * `/housing/claim/<token>`: start_listing's link for an address matched to a permit record. The
 * token (catalog/claim-token.ts) is verified on every request; the signed-in person checks the
 * prefilled details, confirms, and the claim is recorded once per permit record (a second claim
 * of the same record is refused) together with the person's draft listing, which they finish on
 * the draft page like any other: photos, then publish (the document's "identity verification and
 * photos done"). The draft shows in get_my_activity.
 */
export class ClaimPages {
  constructor(
    private readonly kit: PageKit,
    private readonly deps: { storage: Storage; clock: Clock; claimKey: Buffer },
  ) {}

  private get db(): Kysely<PageTables> {
    return this.deps.storage.kysely<PageTables>();
  }

  async get(r: PageRequest): Promise<void> {
    const claim = this.verify(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const prior = await this.db.selectFrom("housing_page_claims").selectAll().where("record_key", "=", recordKey(claim)).executeTakeFirst();
    if (prior) return this.claimed(r, session, prior.person === session.subject ? prior.draft_id : undefined);
    const v: FormValues = { ...claim.listing, name: claim.listing.name ?? claim.address, address: claim.address };
    this.render(r, session, claim, 200, v);
  }

  async post(r: PageRequest): Promise<void> {
    const claim = this.verify(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const form = await this.kit.form(r, session);
    const { values, problems } = readFields(form, LISTING_FIELDS);
    if (form.confirm !== "yes") problems.push("Confirm that you own this unit or may rent it out: required.");
    if (problems.length) return this.render(r, session, claim, 400, form, { kind: "problem", text: problems.join(" ") });
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as unknown as DraftFields;
    const key = recordKey(claim);
    const draftId = await this.deps.storage.serialized(`housing_claim:${key}`, async (trx) => {
      const taken = await (trx as Kysely<PageTables>).selectFrom("housing_page_claims").select("record_key").where("record_key", "=", key).executeTakeFirst();
      if (taken) return undefined;
      const now = this.deps.clock.now().getTime();
      const draft = await createDraft(trx as Db, { person: session.subject, byAssistant: false, clientId: null }, now, fields);
      await (trx as Kysely<PageTables>).insertInto("housing_page_claims").values({ record_key: key, person: session.subject, draft_id: draft.id, address: claim.address, claimed_at: now }).execute();
      return draft.id;
    });
    if (!draftId) return this.kit.redirect(r.res, r.url.pathname);
    this.kit.redirect(r.res, `/housing/drafts/${draftId}?done=claimed`);
  }

  private verify(r: PageRequest): ClaimPayload {
    if (r.rest.length !== 1) throw new PageError(404, "There is no page at this address.");
    const check = verifyClaimToken(this.deps.claimKey, r.rest[0], this.deps.clock.now());
    if (!check.ok) throw new PageError(check.reason === "expired" ? 410 : 404, REASONS[check.reason]);
    return check.payload;
  }

  private claimed(r: PageRequest, session: { subject: string; csrf: string }, ownDraft: string | undefined): void {
    const body = ownDraft
      ? `<p>You already claimed this permit record. <a href="/housing/drafts/${esc(ownDraft)}">See your listing</a>.</p>`
      : `<p class="problem" role="alert">This permit record was already claimed by another account. If you own the unit, contact the building department named on the permit.</p>`;
    this.kit.send(r.res, ownDraft ? 200 : 409, { title: "Permit record already claimed", body, subject: session.subject, csrf: session.csrf });
  }

  private render(r: PageRequest, session: { subject: string; csrf: string }, claim: ClaimPayload, status: number, v: FormValues, flash?: { kind: "notice" | "problem"; text: string }): void {
    const body = `<section aria-labelledby="rec-h"><h2 id="rec-h">Permit record</h2><dl><dt>Address</dt><dd>${esc(claim.address)}</dd><dt>City</dt><dd>${esc(claim.city)}</dd><dt>Permit number</dt><dd>${esc(claim.permit_number)}</dd></dl>
<p>Claiming records that this permit record is yours and starts your listing from it. Check the details; you add photos and publish on the next page.</p></section>
<section aria-labelledby="claim-h"><h2 id="claim-h">Your listing</h2><form method="post" action="${esc(r.url.pathname)}">${csrfField(session.csrf)}${listingInputs(v)}
${checkbox({ name: "confirm", label: "I own this unit or am authorised to rent it out, and the details are true", required: true })}<button type="submit">Claim this record</button></form></section>`;
    this.kit.send(r.res, status, { title: "Claim your permit record", body, subject: session.subject, csrf: session.csrf, flash });
  }
}

const recordKey = (c: ClaimPayload): string => `${c.city.toLowerCase()}|${c.permit_number}`;
