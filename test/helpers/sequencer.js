"use strict";
// jest's testSequencer (jest.config.js). jest runs the longest files first, but it learns their
// durations from its cache, which a fresh clone (CI) does not have: it then goes by file size, and
// a 100 s file could start last and run alone for minutes on one of the two workers. Here a file
// jest has no time for takes the one committed in test/helpers/durations.json (milliseconds per
// file, from a full run). Refresh that file after a full run:
//   npx jest --ci --json --outputFile=.cache/jest-results.json
//   node test/helpers/sequencer.js .cache/jest-results.json
const { readFileSync, writeFileSync } = require("node:fs");
const { join, relative, sep } = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const ROOT = join(__dirname, "..", "..");
const FILE = join(__dirname, "durations.json");
const key = (path) => relative(ROOT, path).split(sep).join("/");

class DurationSequencer extends Sequencer {
  committed = JSON.parse(readFileSync(FILE, "utf8"));

  /** jest's own time from its cache when it has one (a rerun here), else the committed one. */
  time(test) {
    return super.time(test) ?? this.committed[key(test.path)];
  }
}

module.exports = DurationSequencer;

if (require.main === module) {
  const results = JSON.parse(readFileSync(process.argv[2], "utf8"));
  const durations = Object.fromEntries(
    results.testResults
      .map((r) => [key(r.name), Math.round(r.endTime - r.startTime)])
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(FILE, `${JSON.stringify(durations, null, 1)}\n`);
  console.log(`${Object.keys(durations).length} files written to ${key(FILE)}`);
}
