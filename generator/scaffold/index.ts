import { existsSync } from "node:fs";
import { join } from "node:path";
import type { EmittedFile } from "../emit";
import { formatTs } from "../emit/format";
import { render } from "../emit/templates";
import type { ServiceIR } from "../ir";

/** A handler module for a service that has none yet: every tool a `not_implemented` stub. */
export async function newHandlerModule(service: ServiceIR): Promise<EmittedFile> {
  const view = {
    slug: service.slug,
    title: service.title,
    sourcePath: service.sourcePath,
    names: service.names,
    tools: service.tools.map((t) => ({ key: t.names.key, nameJson: JSON.stringify(t.name) })),
  };
  return { path: `handlers/${service.slug}/index.ts`, content: await formatTs(render("handlers-module.ts.hbs", view)) };
}

/** Handler modules to create: one per service without `handlers/<slug>/index.ts`. */
export async function missingHandlerModules(services: readonly ServiceIR[], root: string): Promise<EmittedFile[]> {
  const out: EmittedFile[] = [];
  for (const s of services) if (!existsSync(join(root, "handlers", s.slug, "index.ts"))) out.push(await newHandlerModule(s));
  return out;
}
