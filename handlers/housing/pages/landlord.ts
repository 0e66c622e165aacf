import type { Message, PersonStore, Tour } from "../person/store";
import type { ListingCatalog } from "../support/listings";
import { csrfField, esc, quoted } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";

const FLASH: Record<string, string> = { accepted: "Tour accepted; the person sees it in their thread.", declined: "Tour declined; the person sees it in their thread.", replied: "Reply sent." };
const DECIDE_PROBLEMS: Record<string, string> = { not_found: "There is no such tour request for your listings.", already_decided: "This tour request was already answered.", not_proposed: "Time: choose one of the proposed times." };

/**
 * `/housing/landlord`: the signed-in landlord (the listing's landlord e-mail) sees the tour
 * requests and inquiries sent about their listings, accepts one proposed time or declines a tour,
 * and replies to an inquiry's thread. Messages from renters (or their assistants) are quoted.
 */
export class LandlordPages {
  constructor(
    private readonly kit: PageKit,
    private readonly store: PersonStore,
    private readonly listings: ListingCatalog | undefined,
  ) {}

  async get(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const [tours, inquiries] = await Promise.all([this.store.listLandlordTours(session.subject), this.store.listLandlordInquiries(session.subject)]);
    // Every conversation starts with an inquiry or a tour request about one of the landlord's listings.
    const threads = new Map<string, { listingId: string; person: string }>();
    for (const x of [...inquiries, ...tours]) if (!threads.has(x.thread_id)) threads.set(x.thread_id, { listingId: x.listing_id, person: x.person });
    const conversations = await Promise.all([...threads].map(async ([id, t]) => ({ id, ...t, messages: await this.store.listMessages(id) })));
    conversations.sort((a, b) => (b.messages.at(-1)?.sent_at ?? 0) - (a.messages.at(-1)?.sent_at ?? 0));
    const done = r.url.searchParams.get("done") ?? "";
    const problem = DECIDE_PROBLEMS[r.url.searchParams.get("problem") ?? ""];
    const flash = problem ? { kind: "problem" as const, text: problem } : FLASH[done] ? { kind: "notice" as const, text: FLASH[done] } : undefined;
    const body = `${this.listingsSection(session.subject)}
<section aria-labelledby="tours-h"><h2 id="tours-h">Tour requests (${tours.length})</h2>${tours.length ? tours.map((t) => this.tour(t, session.csrf)).join("") : "<p>No tour requests yet.</p>"}</section>
<section aria-labelledby="conv-h"><h2 id="conv-h">Conversations (${conversations.length})</h2>${conversations.length ? conversations.map((c) => this.conversation(c, session.csrf)).join("") : "<p>No inquiries yet.</p>"}</section>`;
    this.kit.send(r.res, 200, { title: "Landlord inbox", body, subject: session.subject, csrf: session.csrf, flash });
  }

  /** POST /housing/landlord/tours/<id> (decision=accept + time, or decision=decline); /threads/<id>/reply. */
  async post(r: PageRequest): Promise<void> {
    const session = await this.kit.signedIn(r);
    if (!session) return;
    const form = await this.kit.form(r, session);
    const [kind, id, action] = r.rest;
    if (kind === "tours" && id && !action) {
      const decision = form.decision === "decline" ? ({ decline: true } as const) : form.decision === "accept" ? { accept: form.time ?? "" } : undefined;
      if (!decision) throw new PageError(400, "decision must be accept or decline.");
      const result = await this.store.decideTour(id, session.subject, decision);
      if (!result.ok && result.reason === "not_found") throw new PageError(404, DECIDE_PROBLEMS.not_found);
      return this.kit.redirect(r.res, result.ok ? `/housing/landlord?done=${"accept" in decision ? "accepted" : "declined"}` : `/housing/landlord?problem=${result.reason}`);
    }
    if (kind === "threads" && id && action === "reply") {
      const text = (form.message ?? "").trim();
      if (text.length < 1 || text.length > 2000) throw new PageError(400, "Reply: between 1 and 2000 characters.");
      if (!(await this.store.appendLandlordReply(id, session.subject, text))) throw new PageError(404, "There is no such conversation about your listings.");
      return this.kit.redirect(r.res, "/housing/landlord?done=replied");
    }
    throw new PageError(404, "There is no page at this address.");
  }

  private title(listingId: string): string {
    const l = this.listings?.get(listingId);
    return l ? `${l.title}, ${l.address}` : `Listing ${listingId}`;
  }

  private listingsSection(subject: string): string {
    const owned = this.listings?.ownedBy(subject) ?? [];
    if (!owned.length) return "";
    const items = owned.map((l) => `<li><a href="${esc(l.url)}">${esc(l.title)}</a> (${esc(l.address)}, ${esc(l.status)})</li>`).join("");
    return `<section aria-labelledby="mine-h"><h2 id="mine-h">Your listings</h2><ul>${items}</ul></section>`;
  }

  private tour(t: Tour, csrf: string): string {
    const head = `<h3>${esc(this.title(t.listing_id))}</h3><p>From <strong>${esc(t.person)}</strong>${t.by_assistant ? " (sent by an assistant for them)" : ""}. Times are local (${esc(t.timezone)}).</p>`;
    if (t.status !== "requested") return `<article>${head}<p>Status: <strong>${esc(t.status)}</strong>${t.accepted_time ? ` for ${esc(t.accepted_time)}` : ""}.</p></article>`;
    const radios = t.times.map((time, i) => `<label for="t-${esc(t.id)}-${i}"><input type="radio" id="t-${esc(t.id)}-${i}" name="time" value="${esc(time)}" required${i === 0 ? " checked" : ""}> ${esc(time.replace("T", " "))}</label>`).join("");
    const action = `/housing/landlord/tours/${encodeURIComponent(t.id)}`;
    return `<article>${head}<p>Status: <strong>requested</strong>.</p>
<form method="post" action="${action}">${csrfField(csrf)}<input type="hidden" name="decision" value="accept"><fieldset><legend>Proposed times</legend>${radios}</fieldset><button type="submit">Accept this time</button></form>
<form method="post" action="${action}">${csrfField(csrf)}<input type="hidden" name="decision" value="decline"><button type="submit">Decline tour</button></form></article>`;
  }

  private conversation(c: { id: string; listingId: string; person: string; messages: Message[] }, csrf: string): string {
    const shown = c.messages.map((m) => (m.author === "landlord" ? `<div class="quoted"><p><strong>You</strong> wrote:</p>${esc(m.text)}</div>` : quoted(m.author === "assistant" ? `${c.person} (${m.recipient_notice ?? "sent by an assistant for them"})` : c.person, m.text))).join("");
    const id = `reply-${esc(c.id)}`;
    return `<article aria-labelledby="${id}-h"><h3 id="${id}-h">${esc(this.title(c.listingId))}: ${esc(c.person)}</h3>${shown}
<form method="post" action="/housing/landlord/threads/${encodeURIComponent(c.id)}/reply">${csrfField(csrf)}<label for="${id}">Your reply<textarea id="${id}" name="message" rows="4" maxlength="2000" required></textarea></label><button type="submit">Send reply</button></form></article>`;
  }
}
