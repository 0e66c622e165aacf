import type { PromptIR, ResourceIR, ServiceIR } from "../ir";
import { docComment } from "./index";

const j = (v: unknown) => JSON.stringify(v);

/** The server.ts view of a service's resources and prompts (empty for a tools-only service: its file is unchanged). */
export function extrasView(s: ServiceIR) {
  const hasResources = s.resources.length > 0;
  const hasPrompts = s.prompts.length > 0;
  return {
    extras: hasResources || hasPrompts,
    needsNoHandlers: hasResources !== hasPrompts,
    hasResources,
    hasPrompts,
    resourceType: hasResources ? s.names.resourceHandlers : "NoHandlers",
    promptType: hasPrompts ? s.names.promptHandlers : "NoHandlers",
    resources: s.resources.map(resourceView),
    prompts: s.prompts.map(promptView),
    resourcesJson: j(s.resources.map(({ pointer: _p, key: _k, ...r }) => r)),
    promptsJson: j(s.prompts.map(({ pointer: _p, key: _k, ...p }) => p)),
  };
}

function resourceView(r: ResourceIR) {
  return {
    key: r.key,
    variableUnion: r.variables.length ? r.variables.map((v) => j(v)).join(" | ") : "never",
    docComment: docComment(`${r.title}: \`${r.uri ?? r.uriTemplate}\`${r.mimeType ? ` (${r.mimeType})` : ""}\n\n${r.description}`),
  };
}

function promptView(p: PromptIR) {
  const fields = p.arguments.map((a) => `${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(a.name) ? a.name : j(a.name)}${a.required ? "" : "?"}: string`);
  return {
    key: p.key,
    argsType: fields.length ? `{ ${fields.join("; ")} }` : "Record<string, never>",
    docComment: docComment(`${p.title}\n\n${p.description}`),
  };
}
