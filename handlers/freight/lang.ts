import type { ErrorDetails } from "mcpforge/runtime";

/** A context that can refuse with code C (method syntax: any tool context declaring C fits). */
export interface Refuses<C extends string> {
  error(code: C, message: string, details?: ErrorDetails): Error;
}
import type { Portal } from "./portal";

/**
 * The lang/language pair, handled identically on every tool: `language` wins when both are
 * non-empty, empty means the portal's default language, and an unserved code is refused with
 * unsupported_language listing the served ones.
 */
export function effectiveLang(portal: Portal, args: { lang?: string; language?: string }, ctx: Refuses<"unsupported_language">): string {
  const asked = (args.language ?? "").trim() || (args.lang ?? "").trim();
  if (asked === "") return portal.defaultLanguage;
  const code = portal.languages.find((l) => l.code.toLowerCase() === asked.toLowerCase())?.code;
  if (code) return code;
  const field = (args.language ?? "").trim() ? "language" : "lang";
  throw ctx.error("unsupported_language", `${field} '${asked}' is not served; served languages: ${portal.languages.map((l) => l.code).join(", ")} (list_languages)`, {
    field,
    served: portal.languages.map((l) => l.code),
  });
}

/** The note a result carries when the page is not published in the language asked for. */
export function fallbackNote(asked: string, served: string): string[] {
  return asked === served ? [] : [`Not published in '${asked}'; served in '${served}'.`];
}

export const SAMPLE_NOTE = "sample: this page belongs to the documented sample set shipped in data/freight (docs/freight.md), not to content an operator published.";
