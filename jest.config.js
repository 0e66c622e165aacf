/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.ts$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } }] },
  testTimeout: 60000,
  moduleNameMapper: { "^prettier$": "<rootDir>/test/helpers/prettier-standalone.js" },
  // The storage tests start databases; the HTTP tests start servers. Two cores: keep workers low.
  maxWorkers: 2,
};
