import type { Clock } from "mcpforge/runtime";
import type { Storage } from "mcpforge/platform/storage";
import { createDraft, type DraftFields } from "../person/store/drafts";
import { forPerson } from "../person/store/context";
import type { PersonStore } from "../person/store";
import { LISTING_FIELDS, listingInputs } from "./drafts";
import { readFields, type FormValues } from "./forms";
import { csrfField } from "./html";
import type { PageKit, PageRequest } from "./kit";

/**
 * `/housing/listings/new?address=…&price=…`: start_listing's prefilled form for an address with
 * no finaled permit record. The signed-in person checks the details and saves them as their draft
 * (nothing is created before that POST), then finishes and publishes it on the draft page.
 */
export class NewListingPages {
  constructor(
    private readonly kit: PageKit,
    private readonly deps: { store: PersonStore; storage: Storage; clock: Clock },
  ) {}

  async get(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const v: FormValues = {};
    for (const name of Object.keys(LISTING_FIELDS)) {
      const given = r.url.searchParams.get(name);
      if (given !== null) v[name] = given.slice(0, 4000);
    }
    v.name ??= v.address;
    this.render(r, session, 200, v);
  }

  async post(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const form = await this.kit.form(r, session);
    const { values, problems } = readFields(form, LISTING_FIELDS);
    if (problems.length) return this.render(r, session, 400, form, problems.join(" "));
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as unknown as DraftFields;
    const ctx = this.deps.store.ctx;
    const draft = await forPerson(ctx, session.subject, (trx) => createDraft(trx, { person: session.subject, byAssistant: false, clientId: null }, this.deps.clock.now().getTime(), fields));
    this.kit.redirect(r.res, `/housing/drafts/${draft.id}?done=saved`);
  }

  private render(r: PageRequest, session: { subject: string; csrf: string }, status: number, v: FormValues, problem?: string): void {
    const body = `<p>No finished permit record was found for this address, so the listing is not permit-verified. Check the details, save them as your draft, then publish it.</p>
<form method="post" action="/housing/listings/new">${csrfField(session.csrf)}${listingInputs(v)}<button type="submit">Save as draft</button></form>`;
    this.kit.send(r.res, status, { title: "New listing", body, subject: session.subject, csrf: session.csrf, flash: problem ? { kind: "problem", text: problem } : undefined });
  }
}
