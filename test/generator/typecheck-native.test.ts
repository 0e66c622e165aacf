import { join } from "node:path";
import { nativeCompiler, parseOutput } from "../../generator/commands/check/typecheck-native";

// Issue 32: `check` type-checks with TypeScript 7 (the native compiler) when it is installed. Its
// diagnostics must read as the in-process TypeScript 5.9 check wrote them (speed-check.test.ts
// compares both on a real handler error); the program's files feed the memo.
describe("TypeScript 7 type-check", () => {
  it("is used when installed, unless MCPFORGE_TYPECHECK=typescript5; other values are refused", () => {
    expect(nativeCompiler({})).toMatch(/typescript7[\\/]bin[\\/]tsc$/);
    expect(nativeCompiler({ MCPFORGE_TYPECHECK: "typescript7" })).toBe(nativeCompiler({}));
    expect(nativeCompiler({ MCPFORGE_TYPECHECK: "typescript5" })).toBeUndefined();
    expect(() => nativeCompiler({ MCPFORGE_TYPECHECK: "tsgo" })).toThrow(/MCPFORGE_TYPECHECK must be "typescript7" or "typescript5", not "tsgo"/);
  });

  it("reads diagnostics as file:line:col text, multi-line messages kept, and the listed files", () => {
    const root = join("/", "p");
    const out = [
      "/p/node_modules/@types/node/index.d.ts",
      "/p/handlers/demo/index.ts",
      "handlers/demo/index.ts(12,14): error TS2322: Type 'string' is not assignable to type 'number'.",
      "/p/handlers/demo/other.ts(3,1): error TS2741: Property 'extra_tool' is missing in type '{}' but required in type 'Handlers'.",
      "  'extra_tool' is declared here.",
      "error TS5083: Cannot read file '/p/tsconfig.build.json'.",
      "",
    ].join("\n");
    expect(parseOutput(root, out)).toEqual({
      problems: [
        "handlers/demo/index.ts:12:14 Type 'string' is not assignable to type 'number'.",
        "handlers/demo/other.ts:3:1 Property 'extra_tool' is missing in type '{}' but required in type 'Handlers'.\n  'extra_tool' is declared here.",
        "Cannot read file '/p/tsconfig.build.json'.",
      ],
      files: ["/p/node_modules/@types/node/index.d.ts", "/p/handlers/demo/index.ts"],
    });
  });
});
