import type { ListingCatalog, ListingRef } from "../support/listings";
import { esc } from "./html";
import { PageError, type PageKit, type PageRequest } from "./kit";

/**
 * `/housing/rentals/<id>`: the public page of a listing (the `url` the catalog tools return). No
 * sign-in; the landlord's e-mail address is not shown. Sample listings say so, and so does a
 * published listing whose permit record is sample data or that is unverified.
 */
export class RentalPages {
  constructor(
    private readonly kit: PageKit,
    private readonly listings: ListingCatalog,
  ) {}

  async get(r: PageRequest): Promise<void> {
    const l = r.rest.length === 1 ? this.listings.get(r.rest[0]) : undefined;
    if (!l) throw new PageError(404, "There is no rental listing here.");
    const session = await this.kit.sessions.find(r.req);
    const facts = [
      ["Address", `${l.address}, ${l.city} ${l.zip}`],
      ["Rent", `$${l.price.toLocaleString("en-US")} a month`],
      ["Bedrooms", String(l.bedrooms)],
      ["Bathrooms", String(l.bathrooms)],
      ["Status", l.status],
      ["Permit", l.permit_note],
      ["Landlord", l.landlord.name],
    ];
    const body = `${notice(l)}
<dl>${facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}</dl>
<p>To ask a question or request a tour, ask your assistant (the housing tools <code>send_inquiry</code> and <code>request_tour</code> act for you once you are signed in).</p>`;
    this.kit.send(r.res, 200, { title: l.title, body, subject: session?.subject ?? undefined, csrf: session?.csrf });
  }
}

/** The notice above the facts: what on this page is sample data, or unverified. */
function notice(l: ListingRef): string {
  const text = !l.published
    ? l.sample ? "Sample listing: the address, landlord and price are invented." : ""
    : !l.permit_verified ? "Unverified listing: the person who published it has not proven they own it." : l.sample ? "The permit record this listing was checked against is sample data, not a building department record." : "";
  return text ? `<p class="notice" role="note">${esc(text)}</p>` : "";
}
