import { invalidArgumentsError, ToolError } from "../../generator/runtime/errors";

/**
 * A refusal is an answer, not a fault: no stack is captured for it (capturing one cost 12 % of the
 * server's CPU on the invalid-arguments path, issue 32), and nothing else loses its stack.
 */
describe("refusals capture no stack", () => {
  it("a ToolError carries its code, message and details but no stack frames", () => {
    const err = new ToolError("not_found", "bucket_id: no such bucket", { bucket_id: "b1" });
    expect(err).toBeInstanceOf(Error);
    expect([err.name, err.code, err.message, err.details]).toEqual(["ToolError", "not_found", "bucket_id: no such bucket", { bucket_id: "b1" }]);
    expect(err.stack).toBe("ToolError: bucket_id: no such bucket");
    expect(invalidArgumentsError([{ path: "/a", message: "must be string" }]).stack).not.toContain("\n");
  });

  it("other errors keep their stacks and Error.stackTraceLimit is unchanged", () => {
    const limit = Error.stackTraceLimit;
    new ToolError("x", "y");
    expect(Error.stackTraceLimit).toBe(limit);
    expect(new Error("fault").stack).toMatch(/\n\s+at /);
  });
});
