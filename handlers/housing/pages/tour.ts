import type { Clock } from "mcpforge/runtime";
import { forPerson } from "../person/store/context";
import type { PersonStore } from "../person/store";
import { recordTour } from "../person/store/requests";
import { addMessage, openThread } from "../person/store/threads";
import { localToInstant, type LocalTime } from "../person/timezone";
import type { ListingCatalog, ListingRef } from "../support/listings";
import { csrfField, esc, field, textArea } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";

const SLOTS = [1, 2, 3] as const;

/**
 * `/housing/rentals/<id>/tour` (get_rental's `tour_request_url`): the signed-in person proposes 1 to
 * 3 times in the listing's local time zone, written to their thread with the landlord as their own
 * message (not an assistant's) and recorded as a tour request the landlord accepts or declines on
 * the landlord page. Nothing is booked.
 */
export class TourPages {
  constructor(
    private readonly kit: PageKit,
    private readonly deps: { store: PersonStore; listings: ListingCatalog; clock: Clock },
  ) {}

  async get(r: PageRequest): Promise<void> {
    const listing = this.listing(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const done = r.url.searchParams.get("done") === "requested";
    this.render(r, session, listing, 200, {}, done ? { kind: "notice", text: "Tour requested. The landlord will accept one of your times or decline; you will see the answer in your conversation." } : undefined);
  }

  async post(r: PageRequest): Promise<void> {
    const listing = this.listing(r);
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const form = await this.kit.form(r, session);
    const problems: string[] = [];
    const times: LocalTime[] = [];
    for (const n of SLOTS) {
      const raw = (form[`time${n}`] ?? "").trim();
      if (!raw) continue;
      const t = localToInstant(raw.slice(0, 16), listing.timezone);
      if (typeof t === "string") problems.push(`Preferred time ${n}: ${t === "not_a_date" ? "not a date and time" : `does not exist in ${listing.timezone} (daylight saving time)`}.`);
      else if (t.utc.getTime() <= this.deps.clock.now().getTime()) problems.push(`Preferred time ${n}: in the past.`);
      else if (times.some((x) => x.local === t.local)) problems.push(`Preferred time ${n}: proposed twice.`);
      else times.push(t);
    }
    if (!times.length && !problems.length) problems.push("Preferred time 1: required.");
    const note = (form.message ?? "").trim();
    if (note.length > 2000) problems.push("Message: at most 2000 characters.");
    if (problems.length) return this.render(r, session, listing, 400, form, { kind: "problem", text: problems.join(" ") });
    const actor = { person: session.subject, byAssistant: false, clientId: null };
    const text = [`I would like to see "${listing.title}" at one of these times (${listing.timezone}):`, ...times.map((t, i) => `${i + 1}. ${t.echo}`), ...(note ? ["", note] : [])].join("\n");
    await forPerson(this.deps.store.ctx, session.subject, async (trx) => {
      const now = this.deps.clock.now().getTime();
      const thread = await openThread(trx, session.subject, now, listing);
      const message = await addMessage(trx, thread.id, now, { author: "person", clientId: null, text, linksRemoved: false, notice: null });
      await recordTour(trx, actor, now, { listingId: listing.id, threadId: thread.id, messageId: message.id, landlordEmail: listing.landlord.email, timezone: listing.timezone, times: times.map((t) => t.local) });
    });
    this.kit.redirect(r.res, `${r.url.pathname}?done=requested`);
  }

  private listing(r: PageRequest): ListingRef {
    const l = r.rest.length === 2 && r.rest[1] === "tour" ? this.deps.listings.get(r.rest[0]) : undefined;
    if (!l) throw new PageError(404, "There is no rental listing here.");
    if (l.status !== "available") throw new PageError(409, "This listing is leased: it takes no tour requests.");
    return l;
  }

  private render(r: PageRequest, session: { subject: string; csrf: string }, l: ListingRef, status: number, v: Record<string, string>, flash?: { kind: "notice" | "problem"; text: string }): void {
    const inputs = SLOTS.map((n) => field({ name: `time${n}`, label: `Preferred time ${n}`, type: "datetime-local", value: v[`time${n}`], required: n === 1, hint: n === 1 ? `required, ${l.timezone}` : `optional, ${l.timezone}` })).join("\n");
    const body = `<p><a href="${esc(l.url)}">${esc(l.title)}</a>, ${esc(l.address)}, ${esc(l.city)}.</p>
<form method="post" action="${esc(r.url.pathname)}">${csrfField(session.csrf)}<fieldset><legend>When could you come? Times are in the listing's time zone, ${esc(l.timezone)}.</legend>${inputs}</fieldset>
${textArea({ name: "message", label: "Message to the landlord (optional)", value: v.message ?? "", maxLength: 2000 })}<button type="submit">Request tour</button></form>`;
    this.kit.send(r.res, status, { title: "Request a tour", body, subject: session.subject, csrf: session.csrf, flash });
  }
}
