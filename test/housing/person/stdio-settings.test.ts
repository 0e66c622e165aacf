import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { openStorage } from "../../../generator/platform/storage";
import { alertSettingsFrom } from "../../../handlers/housing/person/alerts/settings";
import { tempDataEnv } from "../../helpers/data";
import { callRaw, toolError } from "../../helpers/http";

const ROOT = join(__dirname, "..", "..", "..");

test("over stdio every person tool answers sign_in_required and writes nothing", async () => {
  const data = tempDataEnv();
  const client = new Client({ name: "stdio-person", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [join(ROOT, "bin", "mcpforge.js"), "serve", "housing", "--stdio"], cwd: ROOT, env: { ...(process.env as Record<string, string>), ...data.env, LOG_LEVEL: "silent" }, stderr: "ignore" }));
  try {
    const calls: [string, Record<string, unknown>][] = [
      ["get_my_activity", {}],
      ["draft_listing", { address: "12 Elm St", price: 1000 }],
      ["send_inquiry", { listing_id: "607eefa4-afb1-4ed2-91be-f00c862dd79c", message: "hi" }],
      ["subscribe_listing_alert", { city: "Los Angeles" }],
    ];
    for (const [name, args] of calls) expect(toolError(await callRaw(client, name, args)).code).toBe("sign_in_required");
    const storage = await openStorage({ env: data.env });
    try {
      for (const table of ["housing_person_drafts", "housing_person_messages", "housing_person_searches", "housing_person_activity"]) {
        expect(await storage.db.selectFrom(table).select((e) => e.fn.countAll().as("n")).executeTakeFirstOrThrow()).toEqual({ n: 0 });
      }
    } finally {
      await storage.close();
    }
  } finally {
    await client.close();
    data.cleanup();
  }
});

test("alert settings: documented defaults; a bad value stops start-up naming the variable", () => {
  expect(alertSettingsFrom({})).toEqual({ smtp: undefined, from: "alerts@localhost", intervalMs: 900_000, maxListingsPerMail: 20, maxAttempts: 10 });
  expect(alertSettingsFrom({ HOUSING_ALERT_SMTP: "smtp://u:k@127.0.0.1:2587", HOUSING_ALERT_INTERVAL_MS: "60000" })).toMatchObject({ smtp: "smtp://u:k@127.0.0.1:2587", intervalMs: 60_000 });
  expect(() => alertSettingsFrom({ HOUSING_ALERT_SMTP: "http://relay" })).toThrow(/HOUSING_ALERT_SMTP must be an smtp:\/\/ or smtps:\/\/ URL/);
  expect(() => alertSettingsFrom({ HOUSING_ALERT_FROM: "not an address" })).toThrow(/HOUSING_ALERT_FROM must be an e-mail address/);
  expect(() => alertSettingsFrom({ HOUSING_ALERT_INTERVAL_MS: "soon" })).toThrow(/HOUSING_ALERT_INTERVAL_MS/);
});
