import { Retriever, checkQuery, mergeResults, MAX_QUERY_CHARS } from "../../handlers/_shared/retrieval";

interface Doc {
  id: string;
  name: string;
  body: string;
}

const heroes: Doc[] = [
  { id: "bane", name: "Bane", body: "disabler nuker who puts enemies to sleep" },
  { id: "crystal-maiden", name: "Crystal Maiden", body: "support disabler with a freezing field" },
  { id: "pick-ban", name: "Pick and ban rates", body: "draft statistics: how often each hero is picked and banned" },
  { id: "mirana", name: "Mirana", body: "carry with an arrow that stuns" },
];
const laws: Doc[] = [
  {
    id: "height",
    name: "Height limits for ADUs",
    body: "A detached ADU may be up to 16 feet high; 25 feet near transit.",
  },
  {
    id: "sale",
    name: "Separate sale of an ADU",
    body: "An ADU may not be sold separately from the primary residence, with exceptions for nonprofits.",
  },
  {
    id: "demolition",
    name: "Garage demolition",
    body: "A garage demolished to build an ADU needs no replacement parking.",
  },
];

const games = new Retriever(heroes, {
  fields: [{ name: "name", boost: 3 }, { name: "body" }],
  aliases: { cm: ["crystal maiden"], rylai: ["crystal maiden"] },
});
const law = new Retriever(laws, {
  fields: [{ name: "name", boost: 2 }, { name: "body" }],
  aliases: { max: ["maximum", "limit"], tall: ["height", "high"], sell: ["sale", "sold"] },
});
const ids = (r: { hits: { doc: Doc }[] }) => r.hits.map((h) => h.doc.id);

describe("Retriever", () => {
  test.each([
    ["a stem matches its inflections", "ban rates", "pick-ban"],
    ["a nickname (alias) finds the hero", "cm", "crystal-maiden"],
    ["an alias works beside other words", "rylai support", "crystal-maiden"],
    ["a misspelling is matched fuzzily", "crystl maiden", "crystal-maiden"],
    ["plural query, singular document", "supports", "crystal-maiden"],
    ["multi-word alias expansion", "how tall can an ADU be", "height"],
    ["an irregular form through an alias (sell -> sold)", "can I sell my ADU separately", "sale"],
  ])("%s: %s -> %s first", (_name, query, want) => {
    expect(ids(games.search(query)).concat(ids(law.search(query)))[0]).toBe(want);
  });

  test("a short word is not read as the prefix of a longer name: 'ban rates' never gives Bane", () => {
    expect(ids(games.search("ban rates"))).not.toContain("bane");
  });

  test("scores are a share of the query in 0..1, a full cover is 1 and a partial one less", () => {
    const r = law.search("garage parking height");
    expect(r.hits[0]).toMatchObject({ doc: { id: "demolition" }, matched: ["garage", "parking"] });
    expect(r.hits[0].score).toBeGreaterThan(0.5);
    expect(r.hits[0].score).toBeLessThan(1);
    expect(r.match).toBe("partial");
    expect(law.search("garage demolition").hits[0].score).toBe(1);
  });

  test("nothing is padded: a query sharing no word with the documents is none, with a hint", () => {
    const r = games.search("what's the weather in Paris");
    expect(r).toMatchObject({ hits: [], match: "none" });
    expect(r.hint).toContain('"weather"');
  });

  test("hits below the floor are dropped, not listed", () => {
    // "nuker" is in one document of four; "rates" in another. A document holding only the
    // commoner half stays under a high floor.
    const strict = new Retriever(heroes, { fields: [{ name: "name" }, { name: "body" }], floor: 0.9 });
    expect(strict.search("nuker rates").hits).toEqual([]);
    expect(games.search("nuker rates").hits.length).toBeGreaterThan(0);
  });

  test("filter and limit apply; a quantity that no document holds does not lower the score", () => {
    expect(ids(games.search("disabler", { filter: (d) => d.id !== "bane" }))).toEqual(["crystal-maiden"]);
    expect(games.search("disabler", { limit: 1 }).hits).toHaveLength(1);
    expect(games.search("3 disabler").hits[0].score).toBe(1);
  });

  test("the structured-query hook takes its part out of the query and filters", () => {
    const r = new Retriever(heroes, {
      fields: [{ name: "name" }, { name: "body" }],
      parse: (q) => ({
        text: q.replace(/\bid:(\S+)/, ""),
        filter: /\bid:(\S+)/.test(q) ? (d) => d.id === /\bid:(\S+)/.exec(q)![1] : undefined,
      }),
    });
    expect(ids(r.search("disabler id:bane"))).toEqual(["bane"]);
    expect(r.search("id:mirana")).toMatchObject({ match: "strong", hits: [{ doc: { id: "mirana" }, score: 1 }] });
  });

  test("a query word no document holds weighs by how common it is in English, down to absentCommonShare", () => {
    const score = (r: Retriever<Doc>, q: string) => r.search(q).hits.find((h) => h.doc.id === "bane")?.score ?? 0;
    const questions = new Retriever(heroes, { fields: [{ name: "name" }, { name: "body" }], floor: 0, absentCommonShare: 0 });
    const goals = new Retriever(heroes, { fields: [{ name: "name" }, { name: "body" }], floor: 0 });
    // "stuff" is among the 500 commonest spoken words: filler in a question, half a word in a goal.
    expect(score(questions, "nuker stuff")).toBe(1);
    expect(score(goals, "nuker stuff")).toBeLessThan(1);
    // "cryptocurrency" is rare in English: a topic the documents do not hold, whatever the setting.
    expect(score(questions, "nuker cryptocurrency")).toBeLessThan(0.5);
    expect(score(goals, "nuker cryptocurrency")).toBeLessThan(score(goals, "nuker stuff"));
  });

  test("a 10,000-character query is cut, never scanned whole, and answers", () => {
    const r = games.search("support ".repeat(1250));
    expect(ids(r)[0]).toBe("crystal-maiden");
  });
});

describe("mergeResults", () => {
  test("one ranking on the shared scale: a full cover in one index beats a partial one in another", () => {
    const merged = mergeResults<Doc>([
      games.search("garage demolition"),
      law.search("garage demolition"),
      games.search("disabler garage"),
    ]);
    expect(ids(merged)[0]).toBe("demolition");
    expect(merged.match).toBe("strong");
    expect(merged.hits.map((h) => h.score)).toEqual([...merged.hits.map((h) => h.score)].sort((a, b) => b - a));
  });

  test("nothing anywhere is none with a hint", () => {
    const merged = mergeResults<Doc>([games.search("weather"), law.search("weather")]);
    expect(merged).toMatchObject({ hits: [], match: "none" });
    expect(merged.hint).toBeTruthy();
  });
});

describe("checkQuery", () => {
  test.each([
    ["empty", "", /query is empty/],
    ["whitespace", "  \n\t ", /query is empty/],
    ["stop words only", "what is the of", /query has only common words/],
    [
      "10,000 characters",
      "a".repeat(10_000),
      new RegExp(`query is 10000 characters long; the limit is ${MAX_QUERY_CHARS}`),
    ],
    ["another script", "ограничение высоты", /query is written in a script/],
    ["CJK", "高度限制", /query is written in a script/],
  ])("%s is refused naming the field", (_name, raw, message) => {
    const r = checkQuery(raw, "query");
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(message);
  });

  test("an ordinary query passes, trimmed, accents and a foreign place name included", () => {
    expect(checkQuery("  height  limit São Paulo ", "query")).toEqual({ ok: true, text: "height limit São Paulo" });
  });
});
