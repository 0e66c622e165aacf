import { staleFixtureFiles } from "./fixture/generate";

/** The fixture's generated code is what the generator emits from its manifest today (like `mcpforge check` for generated/). */
test("test/conformance/fixture/generated is up to date with fixture/spec (npm run generate:conformance)", async () => {
  expect(await staleFixtureFiles()).toEqual([]);
}, 120_000);
