import { type ImportContext, isObj, type Obj, ptr } from "./context";

const DEF = "#/$defs/";
const ANY_JSON = ["array", "boolean", "null", "number", "object", "string"];

interface RefSite {
  node: Obj;
  target: string;
  /** Pointer of the `$ref` in the OpenAPI document (for the warning). */
  at: string;
}

/**
 * The manifest refuses recursive `$defs` (the generated types and validators inline every
 * reference), so each reference that closes a cycle (`TreeNode.children[] → TreeNode`) is cut: it
 * becomes an open schema of the target's type, described as the recursive value it stands for, and
 * is reported. The first level is typed and validated; deeper levels are accepted as written.
 * Depth-first over the definitions in name order, so the same document always cuts the same edges.
 */
export function cutRecursion(ctx: ImportContext, defs: Obj): void {
  const state = new Map<string, "open" | "done">();
  const visit = (name: string): void => {
    state.set(name, "open");
    for (const site of refSites(defs[name], ptr("components", "schemas", name))) {
      const seen = state.get(site.target);
      if (seen === "open") cut(ctx, defs, site);
      else if (seen === undefined && site.target in defs) visit(site.target);
    }
    state.set(name, "done");
  };
  for (const name of Object.keys(defs).sort()) if (!state.has(name)) visit(name);
}

function cut(ctx: ImportContext, defs: Obj, site: RefSite): void {
  const target = defs[site.target];
  const type = isObj(target) && typeof target.type === "string" ? target.type : undefined;
  const note = `A ${site.target} (recursive: its fields are not checked at this depth)`;
  const description = typeof site.node.description === "string" ? `${site.node.description} ${note}` : note;
  for (const k of Object.keys(site.node)) delete site.node[k];
  Object.assign(site.node, type ? { type } : { anyOf: ANY_JSON.map((t) => ({ type: t })) }, { description });
  ctx.warn(`${site.at}/$ref`, `recursive reference to ${site.target} cut: the manifest inlines references, so this level accepts any ${type ?? "value"}`);
}

function refSites(schema: unknown, at: string, out: RefSite[] = []): RefSite[] {
  if (Array.isArray(schema)) schema.forEach((s, i) => refSites(s, `${at}/${i}`, out));
  else if (isObj(schema)) {
    if (typeof schema.$ref === "string" && schema.$ref.startsWith(DEF)) out.push({ node: schema, target: schema.$ref.slice(DEF.length), at });
    for (const [k, v] of Object.entries(schema)) if (k !== "examples" && k !== "default" && k !== "const" && k !== "enum") refSites(v, `${at}${ptr(k)}`, out);
  }
  return out;
}
