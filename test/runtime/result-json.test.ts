import pino from "pino";
import { freightService } from "../../generated/freight/server";
import { systemClock } from "../../generator/runtime/clock";
import { loadConfig } from "../../generator/runtime/config";
import type { Exchange } from "../../generator/runtime/context";
import { errorResult, ToolRunner, type ToolResult } from "../../generator/runtime/dispatch";
import { ModernCore } from "../../generator/runtime/protocol/core";
import { resultJsonText, wireOf } from "../../generator/runtime/result-json";
import type { AnyHandler } from "../../generator/runtime/service";

/**
 * A tools/call result is serialised once (issue 32): the output (text block and structuredContent)
 * and an error (text and `_meta`) are each walked by JSON.stringify one time, on both eras, and the
 * bytes are those JSON.stringify gives for the whole result. A `toJSON` counts the walks.
 */
const logger = pino({ level: "silent" });
const exchange: Exchange = { headers: {}, signal: new AbortController().signal, notify: () => undefined };

function counted(): { value: object; walks: () => number } {
  let n = 0;
  return { value: { toJSON: () => (n++, { quote: 'say "hi"\n\u2028 é', n: 1 }) }, walks: () => n };
}

/** The real freight definition (its validators) with one handler answering `output` for every tool. */
function runnerAnswering(output: () => unknown, resultMeta?: Record<string, unknown>): ToolRunner {
  const handlers = new Proxy({}, { get: () => (async () => output()) as AnyHandler }) as Record<string, AnyHandler>;
  const config = loadConfig({}, { validateOutputs: false });
  return new ToolRunner({ ...freightService, resultMeta } as never, handlers, { logger, clock: systemClock, config });
}

/** What the 2026 path answered before results carried their text: the result serialised whole. */
function spliceOf(core: ModernCore, r: ToolResult): string {
  return core.complete({ ...r } as unknown as Record<string, unknown>); // a copy carries no wire text
}

describe("tools/call results are serialised once", () => {
  it.each([undefined, { "example.com/build": "b1" }, {}])("a successful result (resultMeta %j): one walk of the output, same bytes", async (meta) => {
    const { value, walks } = counted();
    const runner = runnerAnswering(() => ({ nested: value }), meta);
    const r = await runner.call("list_languages", {}, exchange);
    const wire = resultJsonText(r);
    const modern = new ModernCore(runner, logger).complete(r as unknown as Record<string, unknown>);
    expect(walks()).toBe(1);
    expect(wire).toBe(JSON.stringify(r));
    expect(modern).toBe(spliceOf(new ModernCore(runner, logger), r));
    expect(JSON.parse(modern)).toMatchObject({ resultType: "complete", _meta: { ...meta, "io.modelcontextprotocol/serverInfo": { name: "freight" } } });
  });

  it("an error result: one walk of the error, same bytes, the text still holds the error as JSON", () => {
    const { value, walks } = counted();
    const r = errorResult("not_found", 'no "such" bucket\n', { detail: value });
    const wire = resultJsonText(r);
    const core = new ModernCore(runnerAnswering(() => ({})), logger);
    const modern = core.complete(r as unknown as Record<string, unknown>);
    expect(walks()).toBe(1);
    expect(wire).toBe(JSON.stringify(r));
    expect(modern).toBe(spliceOf(core, r));
    const text = (r.content[0] as { text: string }).text;
    expect(JSON.parse(text.slice(text.indexOf("\n") + 1))).toEqual({ error: { detail: { quote: 'say "hi"\n\u2028 é', n: 1 }, code: "not_found", message: 'no "such" bucket\n' } });
  });

  it("the kept text never travels with a copy, and a result built elsewhere is serialised whole", () => {
    const r = errorResult("x", "y");
    expect(wireOf(r)).toBeDefined();
    expect(wireOf({ ...r })).toBeUndefined();
    expect(Object.keys(r)).toEqual(["isError", "content", "_meta"]);
    const plain = { content: [{ type: "text", text: "t" }], structuredContent: { a: 1 } };
    expect(resultJsonText(plain)).toBe(JSON.stringify(plain));
  });
});
