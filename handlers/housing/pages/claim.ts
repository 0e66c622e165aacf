import type { Clock } from "mcpforge/runtime";
import type { AuthLimits } from "mcpforge/platform/auth/limits";
import { verifyClaimToken, type ClaimPayload } from "../catalog";
import type { DraftFields } from "../person/store/drafts";
import type { ListingCatalog } from "../support/listings";
import type { ClaimProofs } from "./claim-proof";
import { LISTING_FIELDS, listingInputs } from "./drafts";
import { readFields, type FormValues } from "./forms";
import { checkbox, csrfField, esc, field } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";

const REASONS: Record<string, string> = {
  malformed: "This claim link is not valid. Ask the assistant for a new one.",
  bad_signature: "This claim link is not valid (it was changed or did not come from us). Ask the assistant for a new one.",
  expired: "This claim link has expired. Ask the assistant to check the address again for a new one.",
};

const WRONG: Record<string, string> = {
  none: "No code is waiting for this claim (it expired or was used). Ask for a new code.",
  wrong: "Code: that code is not right.",
  used_up: "Too many wrong codes. Ask for a new code.",
};

type SessionLike = { subject: string; csrf: string };

/**
 * `/housing/claim/<token>`: start_listing's link for an address matched to a permit record. The
 * token (catalog/claim-token.ts) is verified on every request. A claim needs proof tied to the
 * record: the signed-in person fills in the listing, we e-mail a one-time code to the contact the
 * permit record names (claim-proof.ts), and entering it records the proven claim and creates the
 * person's draft listing (finished and published on the draft page). A record already claimed by
 * another account can be taken over the same way; the audit trail keeps both. A record naming no
 * contact cannot be claimed here: the person may publish an unverified listing instead.
 */
export class ClaimPages {
  constructor(
    private readonly kit: PageKit,
    private readonly deps: { clock: Clock; claimKey: Buffer; proofs: ClaimProofs; listings: ListingCatalog; limits: AuthLimits },
  ) {}

  async get(r: PageRequest): Promise<void> {
    const claim = this.verify(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const key = recordKey(claim);
    const prior = await this.deps.proofs.claimOf(key);
    if (prior?.person === session.subject && prior.proven_at !== null) return this.owned(r, session, prior.draft_id);
    const pending = await this.deps.proofs.pending(key, session.subject);
    if (r.url.searchParams.get("step") === "code" && pending) return this.codeForm(r, session, claim, 200, pending.sent_to);
    const v: FormValues = { ...claim.listing, name: claim.listing.name ?? claim.address, address: claim.address };
    this.render(r, session, claim, 200, v, prior && prior.person !== session.subject ? TAKEOVER : undefined);
  }

  async post(r: PageRequest): Promise<void> {
    const claim = this.verify(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const form = await this.kit.form(r, session);
    if (form.step === "code") return this.enter(r, session, claim, form.code ?? "");
    const { values, problems } = readFields(form, LISTING_FIELDS);
    if (form.confirm !== "yes") problems.push("Confirm that you own this unit or may rent it out: required.");
    if (problems.length) return this.render(r, session, claim, 400, form, { kind: "problem", text: problems.join(" ") });
    const contact = this.deps.listings.permitContact(claim.city, claim.permit_number)?.email;
    if (!contact) return this.noContact(r, session, claim);
    const wait = this.deps.limits.mail(r.req, contact);
    if (wait > 0) return this.render(r, session, claim, 429, form, { kind: "problem", text: `Too many codes were asked for; try again in ${Math.ceil(wait / 60)} minutes.` });
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as unknown as DraftFields;
    await this.deps.proofs.send({ key: recordKey(claim), person: session.subject, contact, permit: claim.permit_number, fields });
    this.kit.redirect(r.res, `${r.url.pathname}?step=code`);
  }

  private async enter(r: PageRequest, session: SessionLike, claim: ClaimPayload, code: string): Promise<void> {
    const key = recordKey(claim);
    const done = await this.deps.proofs.enter(key, session.subject, code, claim.address);
    if (done.ok) return this.kit.redirect(r.res, `/housing/drafts/${done.draftId}?done=${done.tookOver ? "taken_over" : "claimed"}`);
    const pending = await this.deps.proofs.pending(key, session.subject);
    if (done.reason === "wrong" && pending) return this.codeForm(r, session, claim, 400, pending.sent_to, WRONG.wrong);
    const v: FormValues = { ...claim.listing, name: claim.listing.name ?? claim.address, address: claim.address };
    this.render(r, session, claim, 400, v, { kind: "problem", text: WRONG[done.reason] });
  }

  private verify(r: PageRequest): ClaimPayload {
    if (r.rest.length !== 1) throw new PageError(404, "There is no page at this address.");
    const check = verifyClaimToken(this.deps.claimKey, r.rest[0], this.deps.clock.now());
    if (!check.ok) throw new PageError(check.reason === "expired" ? 410 : 404, REASONS[check.reason]);
    return check.payload;
  }

  private owned(r: PageRequest, session: SessionLike, draftId: string): void {
    const body = `<p>You already claimed this permit record. <a href="/housing/drafts/${esc(draftId)}">See your listing</a>.</p>`;
    this.kit.send(r.res, 200, { title: "Permit record already claimed", body, subject: session.subject, csrf: session.csrf });
  }

  private noContact(r: PageRequest, session: SessionLike, claim: ClaimPayload): void {
    const unverified = `/housing/listings/new?address=${encodeURIComponent(claim.address)}`;
    const body = `<p class="problem" role="alert">This permit record names no contact we can send a code to, so a claim of it cannot be proven here.</p>
<p>You can still <a href="${esc(unverified)}">publish an unverified listing</a>: it is marked unverified wherever it is shown.</p>`;
    this.kit.send(r.res, 409, { title: "This record cannot be claimed here", body, subject: session.subject, csrf: session.csrf });
  }

  private codeForm(r: PageRequest, session: SessionLike, claim: ClaimPayload, status: number, sentTo: string, problem?: string): void {
    const body = `<p>We e-mailed a code to the contact named on permit record ${esc(claim.permit_number)} (<strong>${esc(masked(sentTo))}</strong>). Enter it to claim the record.</p>
<form method="post" action="${esc(r.url.pathname)}">${csrfField(session.csrf)}<input type="hidden" name="step" value="code">
${field({ name: "code", label: "Code", required: true, attrs: 'inputmode="numeric" autocomplete="one-time-code" maxlength="12"' })}
<button type="submit">Claim this record</button></form><p><a href="${esc(r.url.pathname)}">Ask for a new code</a></p>`;
    this.kit.send(r.res, status, { title: "Enter the code from the permit record's contact", body, subject: session.subject, csrf: session.csrf, flash: problem ? { kind: "problem", text: problem } : undefined });
  }

  private render(r: PageRequest, session: SessionLike, claim: ClaimPayload, status: number, v: FormValues, flash?: { kind: "notice" | "problem"; text: string }): void {
    const body = `<section aria-labelledby="rec-h"><h2 id="rec-h">Permit record</h2><dl><dt>Address</dt><dd>${esc(claim.address)}</dd><dt>City</dt><dd>${esc(claim.city)}</dd><dt>Permit number</dt><dd>${esc(claim.permit_number)}</dd></dl>
<p>To claim this record you prove it is yours: we e-mail a one-time code to the contact named on the permit record, and you enter it on the next page. Then you add photos and publish.</p></section>
<section aria-labelledby="claim-h"><h2 id="claim-h">Your listing</h2><form method="post" action="${esc(r.url.pathname)}">${csrfField(session.csrf)}<input type="hidden" name="step" value="send">${listingInputs(v)}
${checkbox({ name: "confirm", label: "I own this unit or am authorised to rent it out, and the details are true", required: true })}<button type="submit">Send the code to the record's contact</button></form></section>`;
    this.kit.send(r.res, status, { title: "Claim your permit record", body, subject: session.subject, csrf: session.csrf, flash });
  }
}

const TAKEOVER = {
  kind: "notice" as const,
  text: "Another account has claimed this permit record. If the unit is yours, prove it with the code sent to the record's contact: the claim then passes to you, the other account's listing loses its verification, and the change is recorded.",
};

const recordKey = (c: ClaimPayload): string => `${c.city.toLowerCase()}|${c.permit_number}`;

/** `samuel.haddad@example.com` → `s***@example.com`: enough to know where to look, not the address. */
const masked = (email: string): string => email.replace(/^(.)[^@]*/, "$1***");
