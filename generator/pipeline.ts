import { join } from "node:path";
import type { Diagnostic } from "./diagnostics";
import { emitAll, type EmittedFile } from "./emit";
import { buildIR, type ServiceIR } from "./ir";
import { readSpecDir } from "./load";
import { validateSpec } from "./validate";

export interface PipelineResult {
  diagnostics: Diagnostic[];
  services: ServiceIR[];
  /** Empty when any diagnostic is an error. */
  files: EmittedFile[];
}

export interface PipelineOptions {
  /** Repository root; paths in diagnostics and files are relative to it. */
  root: string;
  /** Spec folder, default `<root>/spec`. */
  specDir?: string;
}

/** load → validate → ir → emit. Reads spec/, writes nothing. */
export async function runPipeline({ root, specDir = join(root, "spec") }: PipelineOptions): Promise<PipelineResult> {
  const set = readSpecDir(specDir, root);
  const validated = validateSpec(set);
  const ir = buildIR(validated.manifests);
  const diagnostics = [...validated.diagnostics, ...ir.diagnostics];
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics, services: ir.services, files: [] };
  return { diagnostics, services: ir.services, files: await emitAll(ir.services) };
}
