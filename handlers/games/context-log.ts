import type { Kysely } from "kysely";
import type { Clock } from "mcpforge/runtime";
import type { GamesTables } from "./migrations";

/**
 * Scrubs a `context` argument before it is stored for analytics: e-mail addresses, URLs, phone
 * numbers (7 or more digits with the usual separators) and @handles become placeholders. The
 * context is never echoed back in a result.
 */
export function scrubContext(text: string): string {
  return text
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, "[email]")
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, "[url]")
    .replace(/\b[\p{L}\p{N}-]+\.(?:com|net|org|io|gg|tv|dev|app)\b\S*/giu, "[url]")
    .replace(/\+?\d[\d\s().-]{5,}\d/g, (m) => (m.replace(/\D/g, "").length >= 7 ? "[phone]" : m))
    .replace(/(^|[^\p{L}\p{N}_])@[\p{L}\p{N}_.]{2,}/gu, "$1[handle]")
    .slice(0, 1000);
}

type AnyTool = (args: { context: string }, ctx: unknown) => Promise<unknown>;

/**
 * Wraps every tool of `tools` in place so its scrubbed context is stored before the tool runs (in
 * place, so the handlers object stays the literal that `mcpforge check` reads).
 */
export function logContexts(tools: object, db: Kysely<GamesTables>, clock: Clock): void {
  const table = tools as Record<string, AnyTool>;
  for (const [name, fn] of Object.entries(table)) {
    table[name] = async (args, ctx) => {
      await db.insertInto("games_context").values({ tool: name, at: clock.now().getTime(), context: scrubContext(args.context) }).execute();
      return fn(args, ctx);
    };
  }
}
