import type { Command } from "commander";
import { join } from "node:path";
import { docsFiles } from "./index";
import { applyDocs, planDocs } from "./plan";
import { buildIR } from "../../pipeline/ir";
import { readSpecDir } from "../../pipeline/load";
import { validateSpec } from "../../pipeline/validate";
import { reportDiagnostics, rootOf } from "../shared";

interface DocsOptions {
  service?: string;
  out: string;
  check?: boolean;
}

export function registerDocs(program: Command): void {
  program
    .command("docs")
    .description("write a reference page per service (tools by group, inputs, outputs, errors, examples, environment variables)")
    .option("--service <slug>", "only this service's page")
    .option("--out <dir>", "folder of the pages, relative to the root", "docs/reference")
    .option("--check", "write nothing; exit 1 when a page is missing, stale or orphaned")
    .action((opts: DocsOptions, cmd: Command) => {
      const root = rootOf(cmd);
      const validated = validateSpec(readSpecDir(join(root, "spec"), root));
      const ir = buildIR(validated.manifests);
      if (reportDiagnostics([...validated.diagnostics, ...ir.diagnostics])) return void (process.exitCode = 1);
      if (opts.service !== undefined && !ir.services.some((s) => s.slug === opts.service)) {
        process.stderr.write(`unknown service "${opts.service}" (services: ${ir.services.map((s) => s.slug).join(", ")})\n`);
        return void (process.exitCode = 1);
      }
      const out = opts.out.replace(/\\/g, "/").replace(/\/+$/, "");
      const files = docsFiles(root, ir.services, out, opts.service);
      const plan = planDocs(root, files, out, opts.service === undefined);
      for (const p of plan.foreign) process.stderr.write(`${p}: not written by mcpforge docs; left alone (move it, or pass --out)\n`);
      const changes = [...plan.missing.map((p) => `missing ${p}`), ...plan.stale.map((p) => `stale ${p}`), ...plan.orphans.map((p) => `orphan ${p}`)];
      if (opts.check) {
        for (const c of changes) process.stderr.write(`${c}\n`);
        process.stderr.write(changes.length ? `${changes.length} page(s) out of date: run \`mcpforge docs\`\n` : `docs are current (${files.length} page(s))\n`);
        if (changes.length || plan.foreign.length) process.exitCode = 1;
        return;
      }
      applyDocs(root, files, plan);
      for (const c of changes) process.stderr.write(`${c.replace(/^missing/, "created").replace(/^stale/, "updated").replace(/^orphan/, "deleted")}\n`);
      process.stderr.write(`${files.length} page(s) under ${out}/: ${changes.length} changed\n`);
      if (plan.foreign.length) process.exitCode = 1;
    });
}
