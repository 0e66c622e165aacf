import type { Command } from "commander";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { checkTarget, planInit } from "./index";

export function registerInit(program: Command): void {
  program
    .command("init")
    .description("create a new project that depends on mcpforge: package.json, tsconfig, an example manifest, handlers, a test, README")
    .argument("<dir>", "the new project's directory (must not exist or be empty); its name is the package name")
    .action((dir: string) => {
      const target = resolve(process.cwd(), dir);
      const name = checkTarget(target);
      const files = planInit(name, target);
      for (const f of files) {
        mkdirSync(dirname(join(target, f.path)), { recursive: true });
        writeFileSync(join(target, f.path), f.content);
        process.stderr.write(`created ${f.path}\n`);
      }
      const shown = relative(process.cwd(), target) || ".";
      process.stdout.write(`Created ${name} in ${shown}. Next:\n  cd ${shown}\n  npm install\n  npx mcpforge generate\n  npm test\n  npx mcpforge serve units\n`);
    });
}
