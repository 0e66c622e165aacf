import type { Kysely } from "kysely";
import type { Storage } from "mcpforge/platform/storage";
import type { Application, PersonStore } from "../person/store";
import type { ListingCatalog } from "../support/listings";
import { checkbox, csrfField, esc, field } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";
import type { PageTables } from "./migrations";

/**
 * `/housing/applications/<id>`: the owner finishes an application start_application began. The
 * person signs the background-check authorization themselves (full legal name typed as the
 * signature, and the authorization box ticked); submitting records the signature, marks the
 * person verified to apply (their identity is the e-mail address proven by the sign-in code) and
 * moves the application to `submitted`. Anybody else gets the 404 of an unknown id. Nothing is sent
 * to the landlord, and the landlord page lists no applications: the submitted page says so.
 */
export class ApplicationPages {
  constructor(
    private readonly kit: PageKit,
    private readonly store: PersonStore,
    private readonly storage: Storage,
    private readonly listings: ListingCatalog | undefined,
  ) {}

  private get db(): Kysely<PageTables> {
    return this.storage.kysely<PageTables>();
  }

  async get(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const app = await this.owned(r, session.subject);
    const flash = r.url.searchParams.get("done") === "submitted" ? { kind: "notice" as const, text: "Your application is submitted." } : undefined;
    this.render(r, session, app, 200, flash);
  }

  async post(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const app = await this.owned(r, session.subject);
    const form = await this.kit.form(r, session);
    const path = `/housing/applications/${encodeURIComponent(app.id)}`;
    if (app.status === "submitted") return this.kit.redirect(r.res, `${path}?done=submitted`);
    const name = (form.legal_name ?? "").trim();
    const problems = [
      ...(name.length < 2 || name.length > 200 ? ["Full legal name: between 2 and 200 characters."] : []),
      ...(form.authorize !== "yes" ? ["Background-check authorization: required."] : []),
    ];
    if (problems.length) return this.render(r, session, app, 400, { kind: "problem", text: problems.join(" ") });
    const now = this.storage.clock.now().getTime();
    await this.db.insertInto("housing_page_application_signatures").values({ application_id: app.id, person: session.subject, legal_name: name, signed_at: now }).onConflict((oc) => oc.column("application_id").doNothing()).execute();
    await this.store.markVerified(session.subject);
    if (!(await this.store.submitApplication(app.id, session.subject))) throw new PageError(404, "There is no application here.");
    this.kit.redirect(r.res, `${path}?done=submitted`);
  }

  private async owned(r: PageRequest, subject: string): Promise<Application> {
    const id = r.rest[0] ?? "";
    if (r.rest.length !== 1) throw new PageError(404, "There is no page at this address.");
    const app = /^[0-9a-f-]{36}$/i.test(id) ? await this.store.getApplication(id, subject) : undefined;
    if (!app) throw new PageError(404, "There is no application here. It may belong to another account: sign in with the e-mail address you gave the assistant.");
    return app;
  }

  private render(r: PageRequest, session: { subject: string; csrf: string }, app: Application, status: number, flash?: { kind: "notice" | "problem"; text: string }): void {
    const listing = app.listing_id ? this.listings?.get(app.listing_id) : undefined;
    const about = listing ? `<p>For <a href="${esc(listing.url)}">${esc(listing.title)}</a>, ${esc(listing.address)} ($${esc(listing.price)} a month).</p>` : app.listing_id ? `<p>For listing ${esc(app.listing_id)}.</p>` : "<p>A general rental application.</p>";
    const body =
      app.status === "submitted"
        ? `${about}<p>Status: <strong>submitted</strong>. Your application and signed authorization are recorded on this service under ${esc(session.subject)}, and you are verified to apply.</p>
<p>The landlord is not sent it: landlords do not see applications on this service. To reach the landlord, send an inquiry (your assistant's <code>send_inquiry</code>)${listing?.status === "available" ? ` or <a href="${esc(listing.url)}/tour">request a tour</a>` : ""}.</p>`
        : `${about}<p>Status: <strong>started</strong>. Only you can submit it: an assistant cannot sign for you.</p>
<form method="post" action="/housing/applications/${encodeURIComponent(app.id)}">${csrfField(session.csrf)}
${field({ name: "legal_name", label: "Full legal name (your signature)", required: true, attrs: 'autocomplete="name" minlength="2" maxlength="200"' })}
${checkbox({ name: "authorize", label: "I authorise the landlord to run a background and credit check on me for this application", required: true })}
<button type="submit">Submit application</button></form>`;
    this.kit.send(r.res, status, { title: "Rental application", body, subject: session.subject, csrf: session.csrf, flash });
  }
}
