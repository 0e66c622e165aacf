// Log lines: each key once (the start-up lines used to carry "component":"auth","component":"storage"),
// and the format chosen for where the lines go (pretty on a terminal, JSON otherwise).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { visit } from "jsonc-parser";
import { createLogger, loadConfig, startHost } from "../../generator/runtime";
import { logFormat } from "../../generator/runtime/logger";
import { authorization, services, storage } from "../../handlers";

/** Top-level keys that occur more than once in one JSON line (JSON.parse would keep only the last). */
function repeatedKeys(line: string): string[] {
  const seen = new Map<string, number>();
  visit(line, { onObjectProperty: (name, _o, _l, _sl, _sc, path) => void (path().length === 0 && seen.set(name, (seen.get(name) ?? 0) + 1)) });
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
}

test("start-up lines of a host with the authorization server carry each key once", async () => {
  const raw: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      raw.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const env = { MCPFORGE_DATA_DIR: mkdtempSync(join(tmpdir(), "logs-")) };
  // freight's `health` tool needs a signed-in caller, so the built-in authorization server starts (and opens the storage first).
  const host = await startHost({ services: [services.freight()], config: loadConfig(env, { host: "127.0.0.1", port: 0 }), logger: createLogger("info", { destination: sink }), authorization, storage });
  await host.close();
  const storageLines = raw.filter((l) => l.includes('"component":"storage"'));
  expect(storageLines.length).toBeGreaterThan(0);
  expect(raw.map((l) => ({ l, repeated: repeatedKeys(l) })).filter((x) => x.repeated.length)).toEqual([]);
});

test.each([
  ["a terminal", {}, true, "pretty"],
  ["a pipe or a file", {}, false, "json"],
  ["MCPFORGE_LOG_FORMAT=json on a terminal", { MCPFORGE_LOG_FORMAT: "json" }, true, "json"],
  ["MCPFORGE_LOG_FORMAT=pretty into a pipe", { MCPFORGE_LOG_FORMAT: "pretty" }, false, "pretty"],
] as const)("log format on %s: %s", (_n, env, tty, want) => {
  expect(logFormat(undefined, env, tty)).toBe(want);
});
