import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Diagnostic } from "../diagnostics";
import { diagnosticAt, parseSource } from "../load";
import { isRegistryName, REGISTRY_NAME_RULE } from "../../commands/pack/registry";

/**
 * The MCP Registry name `pack` publishes a service under (server.json `name`, package.json
 * `mcpName`): `mcpName` in `spec/packages/<slug>.json` when that document sets it, else
 * `dev.mcpforge/<slug>`, which the manifest's slug pattern keeps valid. A malformed name is reported
 * where it is written, so `validate` finds it before `pack` refuses it (or the registry does).
 */
export function checkRegistryNames(root: string, manifests: readonly string[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const manifest of manifests) {
    const slug = (manifest.split("/").pop() ?? "").replace(/\.json$/, "");
    const path = `spec/packages/${slug}.json`;
    if (!existsSync(join(root, path))) continue;
    const { file, diagnostics } = parseSource(path, readFileSync(join(root, path), "utf8"));
    out.push(...diagnostics);
    const value = file.value;
    if (value === null || typeof value !== "object" || Array.isArray(value) || !("mcpName" in value)) continue;
    const name = value.mcpName;
    if (isRegistryName(name)) continue;
    out.push(diagnosticAt(file, "/mcpName", {
      code: "registry-name",
      message: `${JSON.stringify(name)} is not an MCP Registry name: ${REGISTRY_NAME_RULE}`,
      help: `write a namespace you own, e.g. "io.github.you/${slug}", or remove "mcpName" to publish as "dev.mcpforge/${slug}"`,
    }));
  }
  return out;
}
