import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serviceSlugs } from "../../handlers";
import { SMALL_GAMES_SAMPLE } from "../helpers/data";
import { CLIENTS, listAndRefuse } from "./clients-matrix";

/**
 * Client matrix over stdio: each client starts `node bin/mcpforge.js serve <slug> --stdio` (the
 * built CLI: `npm test` builds first), lists the tools and reads a refused call's error from
 * `_meta`; the SDK v2 client pinned to 2026-07-28 speaks it without a handshake.
 */
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "mcpforge-matrix-stdio-"));
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const CLI = join(__dirname, "..", "..", "bin", "mcpforge.js");
const cases = serviceSlugs.flatMap((slug) => CLIENTS.map((kind) => [slug, kind] as const));

test.each(cases)("%s over stdio, %s: tools/list and an error result read from _meta", async (slug, kind) => {
  await listAndRefuse(kind, slug, { command: process.execPath, args: [CLI, "serve", slug, "--stdio"], env: { MCPFORGE_DATA_DIR: join(dataDir, `${slug}-${kind.replace(/\W+/g, "-")}`), EMAIL_SUBMISSION_SMTP: "127.0.0.1:0", EMAIL_INBOUND_SMTP: "127.0.0.1:0", ...SMALL_GAMES_SAMPLE } });
}, 30_000);
