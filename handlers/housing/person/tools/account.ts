import type { HousingPersonHandlers } from "../../../../generated/housing/server";
import type { GetMyActivityOutput } from "../../../../generated/housing/types";
import type { HousingDeps } from "../../support/deps";
import { sampleNotice } from "../present";
import { actorOf } from "../actor";
import { iso } from "../store";
import { startApplication } from "../store/applications";
import { listDrafts } from "../store/drafts";
import { listingOr404, pageUrl } from "./common";

/**
 * get_my_activity (everything done for the person, each entry marked by_assistant when an
 * assistant did it over MCP) and start_application (a link to continue in the browser, where the
 * person verifies identity and signs; the tool submits nothing).
 */
export function accountTools(deps: HousingDeps): Pick<HousingPersonHandlers, "get_my_activity" | "start_application"> {
  const store = deps.person;
  return {
    async get_my_activity(_args, ctx): Promise<GetMyActivityOutput> {
      const { person } = actorOf(ctx);
      const [drafts, inquiries, tours, search, verified] = await Promise.all([
        listDrafts(store.ctx, person, { status: "draft" }),
        store.listInquiries(person),
        store.listTours(person),
        store.getSearch(person),
        store.isVerified(person),
      ]);
      return {
        draft_listings: drafts.map((d) => ({ draft_id: d.id, name: d.fields.name, created_at: iso(d.created_at), finish_url: pageUrl(deps, `/housing/drafts/${d.id}`), by_assistant: d.by_assistant })),
        inquiries: inquiries.map((i) => ({ listing_id: i.listing_id, thread_id: i.thread_id, sent_at: iso(i.created_at), by_assistant: i.by_assistant })),
        tour_requests: tours.map((t) => ({
          tour_request_id: t.id,
          listing_id: t.listing_id,
          thread_id: t.thread_id,
          preferred_times: t.times,
          status: t.status,
          created_at: iso(t.created_at),
          by_assistant: t.by_assistant,
        })),
        saved_search: search?.filters ?? null,
        verified_to_apply: verified,
      };
    },

    async start_application(args, ctx) {
      const actor = actorOf(ctx);
      const listing = args.listing_id === undefined ? undefined : listingOr404(deps, ctx, args.listing_id);
      const application = await startApplication(store.ctx, actor, listing?.id ?? null);
      return { application_url: pageUrl(deps, `/housing/applications/${application.id}`), verified: await store.isVerified(actor.person), sample_notice: sampleNotice(listing, "application") };
    },
  };
}
