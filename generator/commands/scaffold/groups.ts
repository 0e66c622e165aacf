import { existsSync } from "node:fs";
import { join } from "node:path";
import { Node, type ObjectLiteralExpression } from "ts-morph";
import type { EmittedFile } from "../../pipeline/emit";
import { formatTs } from "../../pipeline/emit/format";
import { render } from "../../pipeline/emit/templates";
import type { GroupIR, ServiceIR, ToolIR } from "../../pipeline/ir";
import { RUNTIME_MODULE } from "../../pipeline/paths";
import type { HandlerInspector } from "./analyze";
import { applyEdits, importInsertion, statementAfterImports, stubInsertion, type TextEdit } from "./edit";

/**
 * Handler groups (`"group": "crm.deals"`): scaffold writes the stubs of a group's new tools to the
 * group's own module, handlers/<slug>/crm/deals.ts, exporting `crmDealsHandlers` that `satisfies`
 * the group interface, and spreads it into the service's tools object. Existing code is never
 * rewritten: a module that exists gets insertions only.
 */
export type NamedGroup = GroupIR & { group: string; file: string; exportName: string };

export function namedGroups(service: ServiceIR): NamedGroup[] {
  return service.groups.filter((g): g is NamedGroup => g.group !== undefined && g.file !== undefined && g.exportName !== undefined);
}

/** `./crm/deals` from handlers/<slug>/index.ts. */
export function moduleSpec(group: NamedGroup): string {
  return `./${group.group.split(".").join("/")}`;
}

const stubView = (tools: readonly ToolIR[]) => tools.map((t) => ({ key: t.names.key, nameJson: JSON.stringify(t.name) }));

/** A new group module with a stub for each of `tools`. */
export async function newGroupModule(service: ServiceIR, group: NamedGroup, tools: readonly ToolIR[]): Promise<EmittedFile> {
  const up = "../".repeat(1 + group.group.split(".").length);
  const view = {
    runtimeSpec: RUNTIME_MODULE,
    serverSpec: `${up}generated/${service.slug}/server`,
    interfaceName: group.interfaceName,
    group: group.group,
    title: service.title,
    sourcePath: service.sourcePath,
    slug: service.slug,
    exportName: group.exportName,
    tools: stubView(tools),
  };
  return { path: group.file, content: await formatTs(render("handlers-group.ts.hbs", view)) };
}

/** The whole module of a service that has no handlers yet: group modules, then index.ts spreading them. */
export async function newServiceModules(service: ServiceIR): Promise<(EmittedFile & { stubs: number })[]> {
  const groups = namedGroups(service);
  const grouped = new Set(groups.flatMap((g) => g.tools.map((t) => t.name)));
  const rest = service.tools.filter((t) => !grouped.has(t.name));
  const view = {
    slug: service.slug,
    title: service.title,
    sourcePath: service.sourcePath,
    names: service.names,
    hasStubs: rest.length > 0,
    groups: groups.map((g) => ({ exportName: g.exportName, moduleSpec: moduleSpec(g) })),
    tools: stubView(rest),
  };
  const index = { path: `handlers/${service.slug}/index.ts`, content: await formatTs(render("handlers-module.ts.hbs", view)) };
  const modules = await Promise.all(groups.map(async (g) => ({ ...(await newGroupModule(service, g, g.tools)), stubs: g.tools.length })));
  return [{ ...index, stubs: rest.length }, ...modules];
}

export interface GroupPlan {
  /** Tools still to stub in the tools object of index.ts (no group, or a group partly handled elsewhere). */
  inIndex: string[];
  /** `...crmDealsHandlers,` members for the tools object of index.ts, one per new group module. */
  spreads: string[];
  /** Their import statements in index.ts. */
  imports: TextEdit[];
  /** New or changed group modules, with the tools stubbed in each. */
  writes: (EmittedFile & { tools: string[] })[];
}

/**
 * Where each missing tool's stub goes. A group none of whose tools is handled yet gets a new module
 * (spread into index.ts); an existing group module with a `satisfies <Group>Handlers` object gets
 * the stubs appended; a group partly handled in other code keeps its new stubs in index.ts.
 */
export async function planGroups(inspector: HandlerInspector, service: ServiceIR, tools: ObjectLiteralExpression, missing: readonly string[]): Promise<GroupPlan> {
  const plan: GroupPlan = { inIndex: [], spreads: [], imports: [], writes: [] };
  const want = new Set(missing);
  const placed = new Set<string>();
  for (const group of namedGroups(service)) {
    const todo = group.tools.filter((t) => want.has(t.name));
    if (todo.length === 0) continue;
    const abs = join(inspector.root, group.file);
    if (existsSync(abs)) {
      const obj = groupObject(inspector, abs, group.interfaceName);
      if (!obj) continue; // no `satisfies` object to extend: the stubs stay in index.ts
      const sf = obj.getSourceFile();
      const edits = stubInsertion(obj, todo.map((t) => t.name));
      const imp = importInsertion(sf);
      if (imp) edits.push(imp);
      plan.writes.push({ path: group.file, content: applyEdits(sf.getFullText(), edits), tools: todo.map((t) => t.name) });
    } else {
      if (todo.length !== group.tools.length) continue; // some are handled elsewhere: stay in index.ts
      plan.writes.push({ ...(await newGroupModule(service, group, todo)), tools: todo.map((t) => t.name) });
      plan.spreads.push(`...${group.exportName},`);
      plan.imports.push(statementAfterImports(tools.getSourceFile(), `import { ${group.exportName} } from ${JSON.stringify(moduleSpec(group))};`));
    }
    for (const t of todo) placed.add(t.name);
  }
  plan.inIndex = missing.filter((m) => !placed.has(m));
  return plan;
}

/** The object literal written as `{ … } satisfies <interfaceName>` in a group module. */
function groupObject(inspector: HandlerInspector, abs: string, interfaceName: string): ObjectLiteralExpression | undefined {
  const sf = inspector.project.getSourceFile(abs) ?? inspector.project.addSourceFileAtPath(abs);
  for (const node of sf.getDescendants()) {
    if (!Node.isSatisfiesExpression(node) || node.getTypeNode()?.getText() !== interfaceName) continue;
    const expr = node.getExpression();
    if (Node.isObjectLiteralExpression(expr)) return expr;
  }
  return undefined;
}
