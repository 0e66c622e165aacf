import { join } from "node:path";
import { buildIR, type ServiceIR } from "../../generator/pipeline/ir";
import { readSpecDir } from "../../generator/pipeline/load";
import { validateSpec } from "../../generator/pipeline/validate";

/**
 * A service's IR from the committed spec/: load → validate → ir, the first three stages of
 * runPipeline, which yield the same ServiceIR. runPipeline then emits every file of all nine
 * services (prettier, view bundles): 12–18 s in CI for tests that only compare schemas.
 */
export function specService(slug: string, root = join(__dirname, "..", "..")): ServiceIR {
  const service = specServices(root).find((s) => s.slug === slug);
  if (!service) throw new Error(`no service ${slug} in spec/`);
  return service;
}

/** Every service of `root`'s spec/, in runPipeline's order (by manifest path). */
export function specServices(root = join(__dirname, "..", "..")): ServiceIR[] {
  const validated = validateSpec(readSpecDir(join(root, "spec"), root));
  const errors = validated.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) throw new Error(`spec/ has errors: ${JSON.stringify(errors)}`);
  return buildIR(validated.manifests).services.sort((a, b) => (a.sourcePath < b.sourcePath ? -1 : 1));
}
