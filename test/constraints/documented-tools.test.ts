import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serviceSlugs, type ServiceSlug } from "../../generated";
import { startTestHost, type TestHost } from "../helpers/host";
import { SMALL_GAMES_SAMPLE, tempDataEnv } from "../helpers/data";

// Every tool the documents name, with the exact name, is served. The list is checked against the
// documents themselves (../shared/spec-docs, beside the repository in CI) so it cannot drift.
const list = JSON.parse(readFileSync(join(__dirname, "documented-tools.json"), "utf8")) as {
  services: Record<ServiceSlug, { document: string; tools: string[] }>;
};
const DOCS = join(__dirname, "..", "..", "..", "shared", "spec-docs");
const CRM = /^commsvc_crm_(activities|companies|contacts|deals|pipelines|stages|tasks)_(create|get|list|update|delete)$/;

let host: TestHost;
const data = tempDataEnv();
beforeAll(async () => {
  host = await startTestHost([...serviceSlugs], { env: { ...data.env, ...SMALL_GAMES_SAMPLE } });
});
afterAll(async () => {
  await host.close();
  data.cleanup();
});

describe.each(Object.entries(list.services))("%s", (slug, { document, tools }) => {
  test("every documented name appears in the document", () => {
    const path = join(DOCS, document);
    if (!existsSync(path)) {
      if (process.env.CI) throw new Error(`${path} is missing: CI runs with ../shared beside the repository`);
      return;
    }
    const text = readFileSync(path, "utf8");
    for (const name of tools) {
      // CRM tools are named by pattern in the document (crm_<resource>_<op>); others literally.
      const named = CRM.test(name) || text.includes(name.replace(/^commsvc_/, ""));
      expect([name, named]).toEqual([name, true]);
    }
  });

  test("every documented tool is in tools/list with its exact name", async () => {
    const client = await host.client(slug as ServiceSlug);
    const listed = new Set((await client.listTools()).tools.map((t) => t.name));
    expect(tools.filter((t) => !listed.has(t))).toEqual([]);
  });
});
