import standaloneCode from "ajv/dist/standalone";
import { emitValidators, hoistRequires } from "../generator/pipeline/emit/validators";
import type { ServiceIR } from "../generator/pipeline/ir";
import { runPipeline } from "../generator/pipeline/run";
import { codegenAjv, withoutDefaults } from "../generator/pipeline/schema/ajv";

/**
 * validators.ts as the emitter wrote it before issue 11's shared validators: every tool's inline
 * input and output schema compiled on its own into one ajv standalone module (the validate
 * stage's compile, reused). Measured in the same run as the current emitter, for the size table.
 */
function formerValidators(service: ServiceIR): string {
  const ajv = codegenAjv();
  const mapping: Record<string, string> = {};
  for (const tool of service.tools) {
    ajv.addSchema(tool.inputSchema, `input:${tool.name}`);
    ajv.addSchema(withoutDefaults(tool.outputSchema), `output:${tool.name}`);
    mapping[tool.names.inputValidator] = `input:${tool.name}`;
    mapping[tool.names.outputValidator] = `output:${tool.name}`;
  }
  return hoistRequires(standaloneCode(ajv, mapping));
}

export interface ValidatorSize {
  slug: string;
  tools: number;
  formerBytes: number;
  bytes: number;
}

/** Both emitters' validators.ts body (without the file header) for every manifest under `root`/spec. */
export async function validatorSizes(root: string): Promise<ValidatorSize[]> {
  const { services } = await runPipeline({ root });
  return services.map((s) => ({ slug: s.slug, tools: s.tools.length, formerBytes: Buffer.byteLength(formerValidators(s)), bytes: Buffer.byteLength(emitValidators(s)) }));
}
