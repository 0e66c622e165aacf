import type { RequestContext } from "mcpforge/runtime";
import { personKey, type Actor } from "./store";

/**
 * The person a (P) tool acts for: the token's subject (an e-mail address). A call over MCP is
 * made by an assistant, so the actor is marked `byAssistant` with the OAuth client it came
 * through. The runtime answers sign_in_required before a handler runs without a subject (stdio,
 * no token); the check here keeps a handler safe if it is ever called otherwise.
 */
export function actorOf<E extends string>(ctx: RequestContext<E | "sign_in_required">): Actor {
  const subject = ctx.auth?.subject;
  if (!subject) throw ctx.error("sign_in_required", "This tool acts for a signed-in person: sign in over HTTP (OAuth) and call it again.");
  return { person: personKey(subject), byAssistant: true, clientId: ctx.auth?.clientId ?? null };
}
