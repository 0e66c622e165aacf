import type { Command } from "commander";
export function registerPack(_p: Command): void {}
