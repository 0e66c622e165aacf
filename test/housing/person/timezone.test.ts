import { localToInstant } from "../../../handlers/housing/person/timezone";

/** Tour times are read in the listing's zone: the instants below were worked out by hand from the zones' rules. */
const cases: [string, { given: [string, string]; want: string | { utc: string; echo: string } }][] = [
  ["Los Angeles in winter (PST, UTC−8)", { given: ["2026-12-01T10:00", "America/Los_Angeles"], want: { utc: "2026-12-01T18:00:00.000Z", echo: "Tue, Dec 1, 2026, 10:00 AM PST (America/Los_Angeles)" } }],
  ["Los Angeles in summer (PDT, UTC−7)", { given: ["2026-07-01T10:00", "America/Los_Angeles"], want: { utc: "2026-07-01T17:00:00.000Z", echo: "Wed, Jul 1, 2026, 10:00 AM PDT (America/Los_Angeles)" } }],
  ["New York (EST, UTC−5)", { given: ["2026-12-01T10:00", "America/New_York"], want: { utc: "2026-12-01T15:00:00.000Z", echo: "Tue, Dec 1, 2026, 10:00 AM EST (America/New_York)" } }],
  ["the hour clocks skip (2026-03-08 02:30 in Los Angeles) never happens", { given: ["2026-03-08T02:30", "America/Los_Angeles"], want: "skipped_by_dst" }],
  ["the hour clocks repeat (2026-11-01 01:30) means the first, PDT", { given: ["2026-11-01T01:30", "America/Los_Angeles"], want: { utc: "2026-11-01T08:30:00.000Z", echo: "Sun, Nov 1, 2026, 1:30 AM PDT (America/Los_Angeles)" } }],
  ["a date that does not exist", { given: ["2026-02-30T10:00", "America/New_York"], want: "not_a_date" }],
];

test.each(cases)("%s", (_name, { given, want }) => {
  const got = localToInstant(...given);
  expect(typeof got === "string" ? got : { utc: got.utc.toISOString(), echo: got.echo }).toEqual(want);
});
