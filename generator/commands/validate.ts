import type { Command } from "commander";
import { join } from "node:path";
import { buildIR } from "../pipeline/ir";
import { readSpecDir } from "../pipeline/load";
import { validateSpec } from "../pipeline/validate";
import { checkRegistryNames } from "../pipeline/validate/registry-name";
import { reportDiagnostics, rootOf } from "./shared";

export function registerValidate(program: Command): void {
  program
    .command("validate")
    .description("check every manifest in spec/ and report each problem as file:line:col /pointer: message (fix)")
    .action((_opts, cmd: Command) => {
      const root = rootOf(cmd);
      const set = readSpecDir(join(root, "spec"), root);
      const validated = validateSpec(set);
      const ir = buildIR(validated.manifests);
      if (reportDiagnostics([...validated.diagnostics, ...ir.diagnostics, ...checkRegistryNames(root, set.manifests)])) {
        process.exitCode = 1;
        return;
      }
      const tools = ir.services.reduce((n, s) => n + s.tools.length, 0);
      process.stdout.write(`${ir.services.length} manifest(s), ${tools} tool(s): valid\n`);
    });
}
