import { registerTypeScript } from "./index";

/**
 * `node --require mcpforge/register file.ts`: runs a project's TypeScript (its tests, scripts)
 * with the loader `serve` uses, rooted at the working directory. A project made by `mcpforge init`
 * runs its tests this way (`node --require mcpforge/register --test test/*.test.ts`), with no
 * compiler or test framework beyond node and mcpforge.
 */
registerTypeScript(process.cwd());
