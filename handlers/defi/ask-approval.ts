import type { RequestContext } from "mcpforge/runtime";

/**
 * The human approval of part 3 ("a human approved exactly that artifact"), asked through the
 * client (MRTR, issue 12) when a call carries no previewHash: a 2026-07-28 client that can answer
 * elicitation shows the user `what` with the artifact's previewHash and asks to approve it.
 *
 * - "approved": the user approved this artifact; the caller goes on as if its previewHash had
 *   been passed.
 * - "cannot-ask" (a 2025 request, or a client without elicitation): the documented flow without
 *   MRTR applies (defi_approve_execute settles as before, its caller having confirmed with the
 *   user; defi_lend_execute answers its preview).
 * - declined: not_confirmed, thrown; nothing has been written.
 *
 * Without an artifact (no custody wallet yet, or a Solana plan never previewed) the user is asked
 * about the plan's summary alone. The answer's key carries the previewHash, so if the artifact changes between the rounds (the
 * handler is re-run with the answer) the user is asked about the new one: an answer given for
 * another artifact never approves it.
 */
export async function askApproval<E extends string>(ctx: RequestContext<E | "not_confirmed">, what: string, previewHash: string | undefined): Promise<"approved" | "cannot-ask"> {
  const fallback = ctx.error("not_confirmed", "This client cannot be asked; the caller confirms with the user and passes previewHash.");
  const key = previewHash ? `approve_${previewHash.replace(/^0x/, "").slice(0, 16)}` : "approve_plan";
  const shown = previewHash ? `${what}? Artifact previewHash ${previewHash}.` : `${what}? (No artifact can be built for it yet: no custody wallet or no current preview.)`;
  let approved: boolean;
  try {
    approved = await ctx.confirm({ key, message: `Approve ${shown}`, fallback });
  } catch (err) {
    if (err === fallback) return "cannot-ask";
    throw err; // the round's end (InputRequired) and anything else
  }
  if (!approved) throw ctx.error("not_confirmed", `Not approved: the user did not approve ${what}${previewHash ? ` (previewHash ${previewHash})` : ""}. Nothing was signed or written.`);
  return "approved";
}
