import pino from "pino";
import { loadConfig, startHost, type RunningHost } from "../../generator/runtime";
import { services } from "../../handlers";
import { startFixtureHost } from "../conformance/fixture/host";
import { postModern } from "../helpers/modern";

/**
 * Resources and prompts on the 2026-07-28 HTTP path, on the wire: resultType, serverInfo and
 * caching hints on every result, the Mcp-Name header checked against `uri` / `name`, JSON-RPC
 * refusals with HTTP 200 (the request was served), and methods a tools-only service does not serve
 * answered 404 / -32601.
 */
let fixture: RunningHost;
let toolsOnly: RunningHost;

beforeAll(async () => {
  fixture = await startFixtureHost();
  const config = loadConfig({}, { host: "127.0.0.1", port: 0 });
  toolsOnly = await startHost({ services: [services.games()], config, logger: pino({ level: "silent" }) });
});

afterAll(async () => {
  await fixture?.close();
  await toolsOnly?.close();
});

const url = () => `${fixture.url}/conformance/mcp`;
const SERVER_INFO = { name: "conformance", title: "MCP conformance fixture", version: "1.0.0" };

test("resources/list and prompts/list carry resultType, serverInfo and the list caching hints", async () => {
  for (const method of ["resources/list", "resources/templates/list", "prompts/list"]) {
    const r = await postModern(url(), method);
    const result = JSON.parse(r.body).result;
    expect({ method, status: r.status, resultType: result.resultType, ttlMs: result.ttlMs, cacheScope: result.cacheScope, info: result._meta["io.modelcontextprotocol/serverInfo"] }).toEqual({ method, status: 200, resultType: "complete", ttlMs: 60_000, cacheScope: "public", info: SERVER_INFO });
  }
});

test("resources/read needs Mcp-Name equal to the uri, and says its contents are not to be reused", async () => {
  const uri = "test://static-text";
  const ok = await postModern(url(), "resources/read", { uri }, { headers: { "mcp-name": uri } });
  const result = JSON.parse(ok.body).result;
  expect({ ttlMs: result.ttlMs, cacheScope: result.cacheScope, resultType: result.resultType, text: result.contents[0].text }).toEqual({ ttlMs: 0, cacheScope: "private", resultType: "complete", text: "This is the content of the static text resource." });
  const mismatch = await postModern(url(), "resources/read", { uri }, { headers: { "mcp-name": "test://static-binary" } });
  expect({ status: mismatch.status, code: JSON.parse(mismatch.body).error.code }).toEqual({ status: 400, code: -32020 });
});

test("an unknown resource or prompt, or a bad argument, is a JSON-RPC -32602 that names it", async () => {
  for (const uri of ["test://nothing", "test://template/../data", "test://template/%2E%2E/data", "test://template/%zz/data"]) {
    const missing = await postModern(url(), "resources/read", { uri }, { headers: { "mcp-name": uri } });
    expect({ uri, error: JSON.parse(missing.body).error }).toMatchObject({ uri, error: { code: -32602, data: { uri } } });
  }
  const prompt = await postModern(url(), "prompts/get", { name: "test_prompt_with_arguments", arguments: { arg1: 1, arg3: "x" } });
  const error = JSON.parse(prompt.body).error;
  expect(error.code).toBe(-32602);
  expect(error.data.issues).toEqual(["arguments.arg1: must be a string", "arguments.arg3: not an argument of test_prompt_with_arguments", "arguments.arg2: required"]);
  const cursor = await postModern(url(), "resources/list", { cursor: "abc" });
  expect(JSON.parse(cursor.body).error.code).toBe(-32602);
});

test("a tools-only service does not serve resources or prompts: 404 with -32601", async () => {
  for (const method of ["resources/list", "prompts/list", "completion/complete"]) {
    const r = await postModern(`${toolsOnly.url}/games/mcp`, method);
    expect({ method, status: r.status, code: JSON.parse(r.body).error.code }).toEqual({ method, status: 404, code: -32601 });
  }
  const discover = JSON.parse((await postModern(`${toolsOnly.url}/games/mcp`, "server/discover")).body).result;
  expect(discover.capabilities).toEqual({ logging: {}, tools: { listChanged: false } });
  const fixtureDiscover = JSON.parse((await postModern(url(), "server/discover")).body).result;
  expect(fixtureDiscover.capabilities).toEqual({ logging: {}, tools: { listChanged: false }, completions: {}, prompts: { listChanged: false }, resources: { listChanged: false, subscribe: false } });
});
