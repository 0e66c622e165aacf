import { loadConfig, type RunningHost } from "../../generator/runtime";
import { postRaw, toolError } from "../helpers/http";
import { rpc, startScriptedHost } from "../helpers/scripted-host";

// Found while hardening the runtime (issue 10): invalid_arguments listed one issue per ajv error,
// so 650,000 unknown properties in a 7.3 MiB body made a 303 MiB answer and 18 s of work for one
// anonymous call (bench/runtime-guards.ts). The first MCPFORGE_MAX_ISSUES (100) are listed, the rest counted.
let host: RunningHost & { endpoint: string };
beforeAll(async () => {
  host = await startScriptedHost();
});
afterAll(() => host.close());

function unknownProperties(n: number): Record<string, number> {
  const args: Record<string, number> = {};
  for (let i = 0; i < n; i++) args[`k${i}`] = 0;
  return args;
}

test("5,000 unknown properties: 100 issues listed, the rest counted, a small answer", async () => {
  const res = await postRaw(host.endpoint, { body: rpc(1, "tools/call", { name: "create_webhook_bucket", arguments: unknownProperties(5000) }) });
  const error = toolError(JSON.parse(res.body).result);
  expect(error.issues).toHaveLength(100);
  expect(error.issues![0]).toMatchObject({ path: "/k0", message: expect.stringContaining('unknown property "k0"') });
  expect(error.issues_omitted).toBe(4900);
  expect(error.message).toMatch(/; and 4900 more not listed \(at most 100 are: MCPFORGE_MAX_ISSUES\)$/);
  expect(res.body.length).toBeLessThan(50_000);
});

test("below the cap every offending property is named, with no count", async () => {
  const res = await postRaw(host.endpoint, { body: rpc(2, "tools/call", { name: "create_webhook_bucket", arguments: unknownProperties(3) }) });
  const error = toolError(JSON.parse(res.body).result);
  expect(error.issues!.map((i) => i.path)).toEqual(["/k0", "/k1", "/k2"]);
  expect(error).not.toHaveProperty("issues_omitted");
});

test("MCPFORGE_MAX_ISSUES sets the cap", async () => {
  expect(loadConfig({}).maxIssues).toBe(100);
  const small = await startScriptedHost({ MCPFORGE_MAX_ISSUES: "2" });
  try {
    const res = await postRaw(small.endpoint, { body: rpc(3, "tools/call", { name: "create_webhook_bucket", arguments: unknownProperties(5) }) });
    expect(toolError(JSON.parse(res.body).result)).toMatchObject({ issues: [{ path: "/k0" }, { path: "/k1" }], issues_omitted: 3 });
  } finally {
    await small.close();
  }
});
