import type { ServiceIR, ToolIR } from "../ir";
import { pascalCase } from "../ir/names";

/**
 * View of templates/client.ts.hbs: `generated/<slug>/client.ts`, the typed client. Arguments are
 * the client-side input types (defaulted properties optional); a tool whose input has no required
 * property may be called without arguments.
 */
export function clientView(s: ServiceIR, head: string, docComment: (text: string) => string) {
  return {
    header: head,
    title: s.title,
    className: `${pascalCase(s.slug)}Client`,
    tools: s.tools.map((t) => ({
      names: t.names,
      json: { name: JSON.stringify(t.name) },
      params: `args${hasRequired(t) ? "" : "?"}: T.${t.names.clientInputType}`,
      docComment: docComment(`${t.title}\n\n${t.description}\n\nErrors: ${t.errors.join(", ")}.`),
    })),
  };
}

function hasRequired(t: ToolIR): boolean {
  return Array.isArray(t.inputSchema.required) && t.inputSchema.required.length > 0;
}
