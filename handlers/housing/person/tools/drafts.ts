import type { DraftListingInput, DraftListingOutput } from "../../../../generated/housing/types";
import type { HousingPersonHandlers } from "../../../../generated/housing/server";
import type { HousingDeps } from "../../support/deps";
import { actorOf } from "../actor";
import { createDraft, type DraftFields } from "../store/drafts";
import { idempotent, pageUrl } from "./common";

/** draft_listing: an unpublished draft owned by the person, finished and published in the browser only. */
export function draftTools(deps: HousingDeps): Pick<HousingPersonHandlers, "draft_listing"> {
  return {
    async draft_listing(args, ctx) {
      const actor = actorOf(ctx);
      const fields = draftFields(args);
      return idempotent(deps, ctx, { actor, tool: "draft_listing", args }, async (trx): Promise<DraftListingOutput> => {
        const draft = await createDraft(trx, actor, deps.clock.now().getTime(), fields);
        return { draft_id: draft.id, status: "draft", finish_url: pageUrl(deps, `/housing/drafts/${draft.id}`) };
      });
    },
  };
}

function draftFields(args: DraftListingInput): DraftFields {
  const { idempotency_key: _key, name, address, ...rest } = args;
  const trimmed = address.trim();
  return { ...rest, address: trimmed, name: name?.trim() || trimmed };
}
