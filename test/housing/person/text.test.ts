import { stripLinks } from "../../../handlers/housing/person/text";

const cases: [string, { given: string; want: { text: string; linksRemoved: boolean } }][] = [
  ["plain text stays", { given: "Is parking included? Budget 3.5k, move in 12.1.", want: { text: "Is parking included? Budget 3.5k, move in 12.1.", linksRemoved: false } }],
  ["e-mail addresses are not links", { given: "Write to me at a.b@example.com.", want: { text: "Write to me at a.b@example.com.", linksRemoved: false } }],
  ["schemes, trailing punctuation kept", { given: "See https://evil.example/a?b=1, or HTTP://X.IO.", want: { text: "See [link removed], or [link removed].", linksRemoved: true } }],
  ["markdown keeps its label", { given: "[photos](https://x.example/p) here", want: { text: "photos here", linksRemoved: true } }],
  ["bare hosts and www", { given: "bit.ly/abc www.tracker.io sub.domain.co.uk/path", want: { text: "[link removed] [link removed] [link removed]", linksRemoved: true } }],
  ["javascript: and data: URIs", { given: "javascript:alert(1) data:text/html;base64,xx", want: { text: "[link removed] [link removed]", linksRemoved: true } }],
  ["a message of nothing but a link", { given: "https://x.example", want: { text: "[link removed]", linksRemoved: true } }],
  ["bidirectional overrides and control characters are dropped", { given: "pay\u202e rent\u0007", want: { text: "pay rent", linksRemoved: false } }],
];

test.each(cases)("%s", (_name, { given, want }) => {
  expect(stripLinks(given)).toEqual(want);
});
