import { announcePublished } from "../catalog/sync";
import type { Draft, DraftFields, PersonStore } from "../person/store";
import { checkbox, csrfField, esc, field, textArea } from "./html";
import { readFields, type FieldSpec, type FormValues } from "./forms";
import { PageError, type PageKit, type PageRequest } from "./kit";
import { PHOTO_PROBLEMS, type Photos } from "./photos";

export const PROPERTY_TYPES = ["single_family_adu_detached", "single_family_adu_attached", "single_family_adu_internal", "single_family_front_house", "other"] as const;

/** The listing fields a person edits in the browser (the bounds of draft_listing / start_listing). */
export const LISTING_FIELDS: Record<string, FieldSpec> = {
  name: { kind: "text", label: "Listing name", max: 120, required: true },
  address: { kind: "text", label: "Address", min: 5, max: 250, required: true },
  price: { kind: "int", label: "Monthly rent (USD)", min: 1, max: 1_000_000, required: true },
  bedrooms: { kind: "int", label: "Bedrooms", min: 0, max: 20 },
  bathrooms: { kind: "number", label: "Bathrooms", min: 0, max: 20 },
  square_feet: { kind: "int", label: "Square feet", min: 1, max: 100_000 },
  property_type: { kind: "enum", label: "Kind of unit", values: PROPERTY_TYPES },
  available_from: { kind: "date", label: "Available from" },
  description: { kind: "text", label: "Description", max: 4000 },
};

const FLASH: Record<string, string> = { saved: "Your changes are saved.", published: "Your listing is published.", photo: "Photo added.", claimed: "Permit record claimed: this listing is yours. Add photos, then publish it.", taken_over: "Permit record claimed: you took the claim over from the account that held it (recorded). Add photos, then publish it." };

/**
 * `/housing/drafts/<id>`: the owner finishes a draft listing (edit, save, publish). Anybody else,
 * signed in or not, gets the same 404 as for an unknown id. Publishing needs at least one photo
 * and the owner's confirmation that they may rent the unit out; the e-mail sign-in is the
 * identity check.
 */
export class DraftPages {
  constructor(
    private readonly kit: PageKit,
    private readonly store: PersonStore,
    private readonly photos: Photos,
  ) {}

  async get(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    if (r.rest.length !== 1) throw new PageError(404, "There is no page at this address.");
    const draft = await this.owned(r, session.subject);
    const flash = FLASH[r.url.searchParams.get("done") ?? ""];
    const problem = PHOTO_PROBLEMS[r.url.searchParams.get("problem") ?? ""];
    await this.render(r, session, draft, 200, draft.fields as unknown as FormValues, problem ? { kind: "problem", text: problem } : flash ? { kind: "notice", text: flash } : undefined);
  }

  async post(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const draft = await this.owned(r, session.subject);
    if (r.rest[1] === "photos" && r.rest.length === 2) return this.photos.upload(r, session, draft);
    const form = await this.kit.form(r, session);
    const path = `/housing/drafts/${encodeURIComponent(draft.id)}`;
    if (r.rest[1] === "publish") {
      if (draft.status === "published") return this.kit.redirect(r.res, `${path}?done=published`);
      if ((await this.photos.of(draft.id)).length === 0) return await this.render(r, session, draft, 400, draft.fields as unknown as FormValues, { kind: "problem", text: PHOTO_PROBLEMS.photo_needed });
      if (form.confirm !== "yes") return await this.render(r, session, draft, 400, draft.fields as unknown as FormValues, { kind: "problem", text: "Confirm that you may rent this unit out: required." });
      if (!(await this.store.publishDraft(draft.id, session.subject))) throw new PageError(404, "There is no draft listing here.");
      // The catalog serves it from now on (search_rentals, the public page, alerts), in every process.
      await announcePublished(this.store.ctx.storage, draft.id);
      return this.kit.redirect(r.res, `${path}?done=published`);
    }
    if (r.rest.length !== 1) throw new PageError(404, "There is no page at this address.");
    if (draft.status !== "draft") return await this.render(r, session, draft, 409, draft.fields as unknown as FormValues, { kind: "problem", text: "This listing is already published; it can no longer be edited here." });
    const { values, problems } = readFields(form, LISTING_FIELDS);
    if (problems.length) return await this.render(r, session, draft, 400, { ...draft.fields, ...form } as unknown as FormValues, { kind: "problem", text: problems.join(" ") });
    const changes = Object.fromEntries(Object.keys(LISTING_FIELDS).map((k) => [k, values[k]])) as Partial<DraftFields>;
    if (!(await this.store.updateDraft(draft.id, session.subject, changes))) throw new PageError(404, "There is no draft listing here.");
    this.kit.redirect(r.res, `${path}?done=saved`);
  }

  private async owned(r: PageRequest, subject: string): Promise<Draft> {
    const id = r.rest[0] ?? "";
    const draft = /^[0-9a-f-]{36}$/i.test(id) ? await this.store.getDraft(id, subject) : undefined;
    if (!draft) throw new PageError(404, "There is no draft listing here. It may belong to another account: sign in with the e-mail address you gave the assistant.");
    return draft;
  }

  private async render(r: PageRequest, session: { subject: string; csrf: string }, draft: Draft, status: number, v: FormValues, flash?: { kind: "notice" | "problem"; text: string }): Promise<void> {
    const path = `/housing/drafts/${encodeURIComponent(draft.id)}`;
    const photos = await this.photos.of(draft.id);
    const shown = photos.length ? `<ul>${photos.map((p, i) => `<li><img src="/housing/photos/${esc(p.id)}" alt="Photo ${i + 1} of the unit" width="240"></li>`).join("")}</ul>` : "<p>No photos yet.</p>";
    const upload = isPublished(draft) ? "" : `<form method="post" action="${path}/photos" enctype="multipart/form-data">${csrfField(session.csrf)}<label for="f-photo">Photo of the unit (PNG, JPEG or WebP)<input id="f-photo" name="photo" type="file" accept="image/png,image/jpeg,image/webp" required></label><button type="submit">Add photo</button></form>`;
    const gallery = `<section aria-labelledby="photos-h"><h2 id="photos-h">Photos (${photos.length})</h2>${shown}${upload}</section>`;
    const published = draft.status === "published";
    const publicPage = `<a href="/housing/rentals/${encodeURIComponent(draft.id)}">public page of your listing</a>`;
    const state = published
      ? `<p>Status: <strong>published</strong>. Renters see it on the ${publicPage}.</p>`
      : `<p>Status: <strong>draft</strong>, not visible to renters until you publish it. Unless you proved a claim of this unit's permit record (the claim link the assistant gives for a permit record), it is published as an <strong>unverified listing</strong> and marked so wherever it is shown.</p>`;
    const edit = published
      ? ""
      : `<section aria-labelledby="edit-h"><h2 id="edit-h">Listing details</h2><form method="post" action="${path}">${csrfField(session.csrf)}${listingInputs(v)}<button type="submit">Save changes</button></form></section>
<section aria-labelledby="publish-h"><h2 id="publish-h">Publish</h2><form method="post" action="${path}/publish">${csrfField(session.csrf)}
${checkbox({ name: "confirm", label: "I own this unit or am authorised to rent it out, and the details are true", required: true })}<button type="submit">Publish listing</button></form></section>`;
    this.kit.send(r.res, status, { title: `${published ? "Your listing" : "Finish your listing"}: ${String(draft.fields.name)}`, body: state + edit.replace('<section aria-labelledby="publish-h">', `${gallery}<section aria-labelledby="publish-h">`) + (isPublished(draft) ? gallery : ""), subject: session.subject, csrf: session.csrf, flash });
  }
}

/** The labelled inputs of the listing fields, filled with `v`. */
export function listingInputs(v: FormValues): string {
  const options = PROPERTY_TYPES.map((t) => `<option value="${t}"${v.property_type === t ? " selected" : ""}>${esc(KIND_LABELS[t])}</option>`).join("");
  return `${field({ name: "name", label: "Listing name", value: v.name, required: true, attrs: 'maxlength="120"' })}
${field({ name: "address", label: "Address", value: v.address, required: true, attrs: 'minlength="5" maxlength="250" autocomplete="street-address"' })}
${field({ name: "price", label: "Monthly rent (USD)", type: "number", value: v.price, required: true, attrs: 'min="1" step="1"' })}
${field({ name: "bedrooms", label: "Bedrooms", type: "number", value: v.bedrooms, attrs: 'min="0" max="20" step="1"' })}
${field({ name: "bathrooms", label: "Bathrooms", type: "number", value: v.bathrooms, attrs: 'min="0" max="20" step="0.5"' })}
${field({ name: "square_feet", label: "Square feet", type: "number", value: v.square_feet, attrs: 'min="1" step="1"' })}
<label for="f-property_type">Kind of unit<select id="f-property_type" name="property_type"><option value="">(not stated)</option>${options}</select></label>
${field({ name: "available_from", label: "Available from", type: "date", value: v.available_from })}
${textArea({ name: "description", label: "Description", value: v.description === undefined ? "" : String(v.description), maxLength: 4000 })}`;
}

/** What a person reads for each kind of unit (the values stay the tools' enum). */
const KIND_LABELS: Record<(typeof PROPERTY_TYPES)[number], string> = {
  single_family_adu_detached: "Detached ADU (backyard cottage)",
  single_family_adu_attached: "Attached ADU",
  single_family_adu_internal: "ADU inside the house (converted garage, basement)",
  single_family_front_house: "Front house of a lot with an ADU",
  other: "Other",
};

const isPublished = (d: Draft): boolean => d.status === "published";
