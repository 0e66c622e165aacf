import type { HousingPersonHandlers } from "../../../../generated/housing/server";
import type { ReplyToThreadOutput } from "../../../../generated/housing/types";
import type { HousingDeps } from "../../support/deps";
import { actorOf } from "../actor";
import { presentMessage, presentThread, sampleNotice } from "../present";
import { logActivity } from "../store/activity";
import { addMessage, getThread, unreadCount } from "../store/threads";
import { recipientNotice, stripLinks } from "../text";
import { idempotent } from "./common";

/** Page size of get_thread when `limit` is not given (document 002 D §8: list default 10). */
export const THREAD_PAGE_DEFAULT = 10;

/**
 * get_thread and reply_to_thread: only threads the signed-in person is party to. Anybody else's
 * thread id answers not_found, exactly like an id that does not exist, so ids leak nothing.
 */
export function threadTools(deps: HousingDeps): Pick<HousingPersonHandlers, "get_thread" | "reply_to_thread"> {
  const store = deps.person;
  const notFound = (id: string) => `No conversation ${id} among yours: list them with get_thread without thread_id.`;
  return {
    async get_thread(args, ctx) {
      const { person } = actorOf(ctx);
      const limit = args.limit ?? THREAD_PAGE_DEFAULT;
      if (args.thread_id === undefined) return { threads: (await store.listThreads(person, limit)).map((t) => presentThread(t, deps.listings)) };
      const thread = await store.getThread(args.thread_id, person);
      if (!thread) throw ctx.error("not_found", notFound(args.thread_id), { field: "thread_id" });
      const messages = await store.listMessages(thread.id, limit);
      return { thread: presentThread({ ...thread, unread_count: await unreadCount(store.ctx, thread.id) }, deps.listings), messages: messages.map(presentMessage) };
    },

    async reply_to_thread(args, ctx) {
      const actor = actorOf(ctx);
      const { text, linksRemoved } = stripLinks(args.message);
      return idempotent(deps, ctx, { actor, tool: "reply_to_thread", args }, async (trx): Promise<ReplyToThreadOutput> => {
        const thread = await getThread(trx, args.thread_id, actor.person);
        if (!thread) throw ctx.error("not_found", notFound(args.thread_id), { field: "thread_id" });
        const now = deps.clock.now().getTime();
        const message = await addMessage(trx, thread.id, now, { author: "assistant", clientId: actor.clientId, text, linksRemoved, notice: recipientNotice(actor.person, actor.clientId) });
        await logActivity(trx, actor, now, { kind: "reply_to_thread", refId: message.id, summary: `Replied to ${thread.landlord_name}` });
        const listing = thread.listing_id === null ? undefined : deps.listings.get(thread.listing_id);
        return { thread_id: thread.id, links_removed: linksRemoved, message: presentMessage(message), sample_notice: sampleNotice(listing) };
      });
    },
  };
}
