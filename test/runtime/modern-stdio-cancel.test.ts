import { PassThrough } from "node:stream";
import { createInterface } from "node:readline";
import pino from "pino";
import { webhooksService } from "../../generated/webhooks/server";
import { bindService, loadConfig, ManualClock } from "../../generator/runtime";
import { startService } from "../../generator/runtime/host";
import { interceptModern } from "../../generator/runtime/stdio-modern";
import { LineTransport } from "../../generator/runtime/stdio-transport";
import { modernBody } from "../helpers/modern";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scriptedHandlers, BUCKET } = require("../helpers/scripted-handlers.js");

// The stdio transport in this process (real LineTransport over streams), so the handler's abort
// is observable: clear_webhooks waits for its signal and records the abort.
test("notifications/cancelled aborts the in-flight 2026-07-28 call with that id, and no reply is written", async () => {
  const config = loadConfig({}, {});
  const logger = pino({ level: "silent" });
  const s = await startService(bindService(webhooksService, scriptedHandlers), { config, logger, clock: new ManualClock("2026-11-21T10:00:00Z"), baseUrl: () => "" });
  const input = new PassThrough();
  const output = new PassThrough();
  const transport = new LineTransport({ maxLineBytes: 100_000, maxJsonDepth: 64, maxJsonNodes: 100_000 }, input, output);
  transport.intercept = interceptModern(transport, s.runner, logger);
  await transport.start();
  const lines: Record<string, unknown>[] = [];
  const discovered = new Promise<void>((resolve) =>
    createInterface({ input: output }).on("line", (line) => {
      lines.push(JSON.parse(line));
      if (lines.at(-1)!.id === 2) resolve();
    }),
  );
  const before = scriptedHandlers.aborted.length;
  input.write(modernBody(1, "tools/call", { name: "clear_webhooks", arguments: { bucket_id: BUCKET, confirm: true } }) + "\n");
  input.write(JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1, reason: "test" } }) + "\n");
  input.write(modernBody(2, "server/discover") + "\n");
  await discovered;
  // The handler resumes on the abort (a microtask after the cancel line); discover's reply came later.
  await new Promise((resolve) => setImmediate(resolve));
  expect(scriptedHandlers.aborted.length).toBe(before + 1);
  expect(lines.filter((l) => l.id === 1)).toEqual([]);
  await transport.close();
  await s.impl.close?.();
});
