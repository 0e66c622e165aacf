import type { Command } from "commander";
export function registerDev(_p: Command): void {}
