import type { RequestContext } from "mcpforge/runtime";
import type { HousingPersonHandlers } from "../../../../generated/housing/server";
import type { RequestTourOutput, SendInquiryOutput } from "../../../../generated/housing/types";
import type { HousingDeps } from "../../support/deps";
import type { ListingRef } from "../../support/listings";
import { actorOf } from "../actor";
import { presentMessage, sampleNotice } from "../present";
import { recordInquiry, recordTour } from "../store/requests";
import { addMessage, openThread } from "../store/threads";
import { recipientNotice, stripLinks } from "../text";
import { localToInstant, type LocalTime } from "../timezone";
import { idempotent, listingOr404 } from "./common";

/**
 * send_inquiry and request_tour: a message to the listing's landlord in the person's thread about
 * that listing (opened on first contact), sent by an assistant on the person's behalf — links
 * removed, the landlord told so (recipient_notice). Nothing is booked or applied for.
 */
export function requestTools(deps: HousingDeps): Pick<HousingPersonHandlers, "send_inquiry" | "request_tour"> {
  return {
    async send_inquiry(args, ctx) {
      const actor = actorOf(ctx);
      const listing = listingOr404(deps, ctx, args.listing_id);
      const { text, linksRemoved } = stripLinks(args.message);
      return idempotent(deps, ctx, { actor, tool: "send_inquiry", args }, async (trx): Promise<SendInquiryOutput> => {
        const now = deps.clock.now().getTime();
        const thread = await openThread(trx, actor.person, now, listing);
        const message = await addMessage(trx, thread.id, now, { author: "assistant", clientId: actor.clientId, text, linksRemoved, notice: recipientNotice(actor.person, actor.clientId) });
        await recordInquiry(trx, actor, now, { listingId: listing.id, threadId: thread.id, messageId: message.id, landlordEmail: listing.landlord.email });
        return { thread_id: thread.id, links_removed: linksRemoved, message: presentMessage(message), sample_notice: sampleNotice(listing) };
      });
    },

    async request_tour(args, ctx) {
      const actor = actorOf(ctx);
      const listing = listingOr404(deps, ctx, args.listing_id);
      const note = args.message === undefined ? undefined : stripLinks(args.message);
      return idempotent(deps, ctx, { actor, tool: "request_tour", args }, async (trx): Promise<RequestTourOutput> => {
        // Checked inside: a replay of a stored request answers as the first time, even once its times have passed.
        const times = tourTimes(ctx, args.preferred_times, listing.timezone, deps.clock.now());
        const now = deps.clock.now().getTime();
        const thread = await openThread(trx, actor.person, now, listing);
        const text = tourText(listing, times, note?.text);
        const message = await addMessage(trx, thread.id, now, { author: "assistant", clientId: actor.clientId, text, linksRemoved: note?.linksRemoved ?? false, notice: recipientNotice(actor.person, actor.clientId) });
        const tour = await recordTour(trx, actor, now, { listingId: listing.id, threadId: thread.id, messageId: message.id, landlordEmail: listing.landlord.email, timezone: listing.timezone, times: times.map((t) => t.local) });
        return { tour_request_id: tour.id, status: tour.status, thread_id: thread.id, message: presentMessage(message), sample_notice: sampleNotice(listing) };
      });
    },
  };
}

/**
 * The 1–3 times read in the listing's zone: each must exist there (not inside a daylight-saving
 * gap), lie in the future and differ from the others; every problem is named by its index.
 */
function tourTimes(ctx: RequestContext<string>, times: string[], zone: string, now: Date): LocalTime[] {
  const issues: { path: string; message: string }[] = [];
  const out: LocalTime[] = [];
  times.forEach((local, i) => {
    const path = `/preferred_times/${i}`;
    const t = localToInstant(local, zone);
    if (t === "not_a_date") issues.push({ path, message: `${local} is not a calendar date` });
    else if (t === "skipped_by_dst") issues.push({ path, message: `${local} does not exist in ${zone} (clocks skip that hour for daylight saving time)` });
    else if (t.utc.getTime() <= now.getTime()) issues.push({ path, message: `${local} (${zone}) is in the past` });
    else if (times.indexOf(local) !== i) issues.push({ path, message: `${local} is proposed twice` });
    else out.push(t);
  });
  if (issues.length) throw ctx.invalid(issues);
  return out;
}

function tourText(listing: ListingRef, times: LocalTime[], note: string | undefined): string {
  const lines = [`Tour request for "${listing.title}" (${listing.address}, ${listing.city}).`, `Proposed times, in the listing's local time (${listing.timezone}):`];
  times.forEach((t, i) => lines.push(`${i + 1}. ${t.echo}`));
  lines.push("Please accept one of these times or decline; nothing is booked until you do.");
  if (note) lines.push("", `Note: ${note}`);
  return lines.join("\n");
}
