import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs } from "../../handlers";
import { SMALL_GAMES_SAMPLE } from "../helpers/data";
import { startTestHost, type TestHost } from "../helpers/host";
import { CLIENTS, listAndRefuse } from "./clients-matrix";

/**
 * Client matrix over streamable HTTP: the SDK 1.32 Client, the SDK v2 client pinned to
 * 2026-07-28 and in its default mode, each against every service of the all-services host:
 * tools/list (every tool of the manifest) and a tools/call whose error result the client hands
 * through and the test reads from `_meta` (an undeclared argument: the generated validator's
 * invalid_arguments, whatever state the service is in).
 */
let host: TestHost;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "mcpforge-matrix-http-"));
  host = await startTestHost([...serviceSlugs], { env: { MCPFORGE_DATA_DIR: dataDir, ...SMALL_GAMES_SAMPLE } });
});

afterAll(async () => {
  await host?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cases = serviceSlugs.flatMap((slug) => CLIENTS.map((kind) => [slug, kind] as const));

test.each(cases)("%s over HTTP, %s: tools/list and an error result read from _meta", async (slug, kind) => {
  await listAndRefuse(kind, slug, { url: `${host.url}/${slug}/mcp` });
}, 30_000);
