import { cmp, pointerOf } from "../diagnostics";
import { isObject, type JsonObject } from "../schema/walk";
import { propertyKey } from "./names";

/** A resource (fixed `uri`) or resource template (`uriTemplate`) of a manifest's `resources`. */
export interface ResourceIR {
  name: string;
  pointer: string;
  title: string;
  description: string;
  mimeType?: string;
  uri?: string;
  uriTemplate?: string;
  /** Template variables in order of appearance (empty for a fixed uri). */
  variables: string[];
  /** Property key of its handler in <Service>ResourceHandlers. */
  key: string;
}

export interface PromptArgumentIR {
  name: string;
  title?: string;
  description: string;
  required: boolean;
  values?: string[];
}

export interface PromptIR {
  name: string;
  pointer: string;
  title: string;
  description: string;
  arguments: PromptArgumentIR[];
  /** The handler may ask the caller for input (MRTR, manifest `mayRequestInput`); absent when false. */
  mayRequestInput?: true;
  key: string;
}

/** A `{name}` expression of a URI template (RFC 6570 level 1). */
const EXPRESSION = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** `{id}` expressions of a URI template, in order. */
export function templateVariables(template: string): string[] {
  return [...template.matchAll(EXPRESSION)].map((m) => m[1]);
}

/** The template with its expressions blanked (`test://template/{}/data`): equal skeletons match the same URIs. */
export function templateSkeleton(template: string): string {
  return template.replace(EXPRESSION, "{}");
}

export function resourceIRs(raw: JsonObject): ResourceIR[] {
  const all = isObject(raw.resources) ? raw.resources : {};
  return Object.keys(all)
    .sort(cmp)
    .map((name) => {
      const r = all[name] as JsonObject;
      const uriTemplate = typeof r.uriTemplate === "string" ? r.uriTemplate : undefined;
      return {
        name,
        pointer: pointerOf(["resources", name]),
        title: String(r.title),
        description: String(r.description),
        ...(typeof r.mimeType === "string" ? { mimeType: r.mimeType } : {}),
        ...(typeof r.uri === "string" ? { uri: r.uri } : {}),
        ...(uriTemplate !== undefined ? { uriTemplate } : {}),
        variables: uriTemplate === undefined ? [] : templateVariables(uriTemplate),
        key: propertyKey(name),
      };
    });
}

export function promptIRs(raw: JsonObject): PromptIR[] {
  const all = isObject(raw.prompts) ? raw.prompts : {};
  return Object.keys(all)
    .sort(cmp)
    .map((name) => {
      const p = all[name] as JsonObject;
      const args = Array.isArray(p.arguments) ? (p.arguments as JsonObject[]) : [];
      return {
        name,
        pointer: pointerOf(["prompts", name]),
        title: String(p.title),
        description: String(p.description),
        arguments: args.map((a) => ({
          name: String(a.name),
          ...(typeof a.title === "string" ? { title: a.title } : {}),
          description: String(a.description),
          required: a.required === true,
          ...(Array.isArray(a.values) ? { values: a.values.map(String) } : {}),
        })),
        ...(p.mayRequestInput === true ? { mayRequestInput: true as const } : {}),
        key: propertyKey(name),
      };
    });
}
