import type { JsonObject } from "../../pipeline/schema/walk";
import type { ServiceChanges } from "./change";
import { same, show } from "./schema";
import { compareTexts, matchNames, obj } from "./shared";

/**
 * A manifest's `prompts`, as a client that cached prompts/list meets them. The runtime checks
 * arguments before the handler runs: a missing required one and an unknown name are both refused
 * with -32602, so adding a required argument and removing any argument break old calls. `values`
 * are completion candidates only (prompts/get does not check them). Prompts are matched by name: a
 * renamed prompt is one removed and one added.
 */
export function comparePrompts(out: ServiceChanges, a: JsonObject, b: JsonObject): void {
  const { removed, added, kept } = matchNames(a, b);
  for (const name of removed) out.emit("prompt-removed", { prompt: name }, ["prompts", name], `prompt ${name} removed: prompts/get of it answers -32602`);
  for (const name of added) out.emit("prompt-added", { prompt: name }, ["prompts", name], `prompt ${name} added`);
  for (const name of kept) comparePrompt(out, name, obj(a[name]), obj(b[name]));
}

function comparePrompt(out: ServiceChanges, name: string, a: JsonObject, b: JsonObject): void {
  const at = ["prompts", name];
  const prompt = { prompt: name };
  compareTexts(out, prompt, a, b, { old: at });
  const asks = (p: JsonObject) => p.mayRequestInput === true;
  const message = `mayRequestInput ${show(a.mayRequestInput)} → ${show(b.mayRequestInput)}`;
  if (!asks(a) && asks(b)) {
    out.emit("prompt-may-request-input-added", prompt, [...at, "mayRequestInput"], `${message}: 2025 clients and clients without elicitation may now get a -32602 fallback naming an argument to pass`);
  } else if (asks(a) && !asks(b)) out.emit("prompt-may-request-input-removed", prompt, [...at, "mayRequestInput"], `${message}: the prompt no longer asks for input`);
  compareArguments(out, name, argumentsOf(a), argumentsOf(b));
}

interface Argument {
  /** Position in the manifest's `arguments` array (differs between sides when arguments move). */
  index: number;
  value: JsonObject;
}

function argumentsOf(p: JsonObject): Map<string, Argument> {
  const list = Array.isArray(p.arguments) ? p.arguments : [];
  return new Map(list.map((value, index) => [String(obj(value).name), { index, value: obj(value) }]));
}

/** Arguments are matched by name, whatever their order (clients pass them as an object). */
function compareArguments(out: ServiceChanges, prompt: string, a: Map<string, Argument>, b: Map<string, Argument>): void {
  const list = ["prompts", prompt, "arguments"];
  const subject = { prompt };
  const required = (arg: Argument | undefined) => arg?.value.required === true;
  for (const [name, before] of a) {
    if (b.has(name)) continue;
    const was = required(before) ? "required" : "optional";
    out.emit("prompt-argument-removed", subject, [...list, String(before.index)], `argument ${name} (${was}) removed: a call passing it is refused as unknown (-32602)`, list);
  }
  for (const [name, after] of b) {
    if (a.has(name)) continue;
    const rule = required(after) ? "prompt-argument-required-added" : "prompt-argument-optional-added";
    out.emit(rule, subject, list, `argument ${name} added (${required(after) ? "required" : "optional"})`, [...list, String(after.index)]);
  }
  for (const [name, before] of a) {
    const after = b.get(name);
    if (!after) continue;
    const [oldAt, newAt] = [[...list, String(before.index)], [...list, String(after.index)]];
    const label = `argument ${name}: `;
    if (!required(before) && required(after)) out.emit("prompt-argument-became-required", subject, [...oldAt, "required"], `${label}now required`, [...newAt, "required"]);
    if (required(before) && !required(after)) out.emit("prompt-argument-became-optional", subject, [...oldAt, "required"], `${label}now optional`, [...newAt, "required"]);
    compareTexts(out, subject, before.value, after.value, { old: oldAt, new: newAt, label });
    const [va, vb] = [before.value.values, after.value.values];
    if (!same(va, vb)) out.emit("prompt-argument-values-changed", subject, [...oldAt, "values"], `${label}completion values ${show(va)} → ${show(vb)}`, [...newAt, "values"]);
  }
}
