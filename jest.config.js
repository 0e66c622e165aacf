/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  modulePathIgnorePatterns: ["<rootDir>/generator/dist/"],
  testMatch: ["**/*.test.ts"],
  transform: {
    "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }],
    // jose 6 is ESM only; Node loads it with require(esm), jest's module system needs it as CommonJS.
    "/node_modules/jose/.+\\.js$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
    // The OTLP exporters load node:http with import(), which jest's vm cannot run without
    // --experimental-vm-modules; as CommonJS the import() becomes a require().
    "/node_modules/@opentelemetry/(otlp-exporter-base|resources)/.+\\.js$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
  },
  transformIgnorePatterns: ["/node_modules/(?!jose/|@opentelemetry/(otlp-exporter-base|resources)/)"],
  testTimeout: 60000,
  // Generated code and handlers import the runtime and the platform from the package
  // ("mcpforge/runtime", "mcpforge/platform/storage"); here that is the package's source, so a test
  // and the code it loads share one copy of each module.
  moduleNameMapper: { "^prettier$": "<rootDir>/test/helpers/prettier-standalone.js", "^mcpforge/((?:runtime|platform)(?:/.*)?)$": "<rootDir>/generator/$1" },
  // Longest files first, by the durations committed in test/helpers/durations.json when jest's cache
  // has none (a fresh clone): see test/helpers/sequencer.js.
  testSequencer: "<rootDir>/test/helpers/sequencer.js",
  // The storage tests start databases; the HTTP tests start servers and child processes: a test file
  // waits much of its time. Four workers on the two cores: a model of the quiet CI run (files in
  // this order, each file's CPU time measured alone for 23 files spread over the durations, the two
  // cores shared when the running files ask for more; bench/ci-workers.ts, bench/RESULTS.md "CI time:
  // install, speed guard, workers") puts the jest phase at 450-580 s with 4 workers against the 593 s
  // measured with 3, and never longer: with 3 the cores were 60-98 % busy (the spread is how much the
  // sample's CPU times, taken at load 13-22, overstate the quiet machine's). .ci/run prints each
  // phase's CPU time, which settles it.
  maxWorkers: 4,
};
