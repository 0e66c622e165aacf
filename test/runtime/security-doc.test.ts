import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../../generator/runtime";

// docs/security.md "Runtime limits" is what operators read: each row's variable must change a
// setting, and the documented default must be what loadConfig() uses.
const doc = readFileSync(join(__dirname, "..", "..", "docs", "security.md"), "utf8");
const section = doc.slice(doc.indexOf("## Runtime limits"));
const rows = [...section.matchAll(/^\| [^|]+ \| `(\d+)`[^|]* \| `(MCPFORGE_[A-Z_]+)`/gm)].map((m) => ({ value: Number(m[1]), variable: m[2] }));

test("the table lists every numeric limit", () => {
  expect(rows.map((r) => r.variable).sort()).toEqual(
    [
      "MCPFORGE_MAX_BATCH",
      "MCPFORGE_MAX_BODY_BYTES",
      "MCPFORGE_MAX_CONNECTIONS",
      "MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS",
      "MCPFORGE_RESERVED_CONNECTIONS",
      "MCPFORGE_MAX_JSON_DEPTH",
      "MCPFORGE_MAX_JSON_NODES",
      "MCPFORGE_MAX_ISSUES",
      "MCPFORGE_HEADERS_TIMEOUT_MS",
      "MCPFORGE_REQUEST_TIMEOUT_MS",
      "MCPFORGE_KEEPALIVE_TIMEOUT_MS",
      "MCPFORGE_RATE_LIMIT_RPS",
      "MCPFORGE_RATE_LIMIT_BURST",
      "MCPFORGE_RATE_LIMIT_CLIENTS",
      "MCPFORGE_MAX_RUNNING_TASKS",
      "MCPFORGE_MRTR_STATE_TTL_MS",
      "MCPFORGE_TASK_HEARTBEAT_MS",
      "MCPFORGE_TURN_BUDGET_MS",
    ].sort(),
  );
});

test.each(rows.map((r) => [r.variable, r.value]))("%s: documented default %d is loadConfig()'s", (variable, value) => {
  const defaults = loadConfig({}) as unknown as Record<string, unknown>;
  // Between the header and request timeouts' defaults, valid for either.
  const set = loadConfig({ [variable]: "20000" }) as unknown as Record<string, unknown>;
  const changed = Object.keys(set).filter((k) => typeof set[k] === "number" && set[k] !== defaults[k]);
  expect(changed).toHaveLength(1);
  expect(defaults[changed[0]]).toBe(value);
});
