import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mcpforge, REPO } from "../diff/run-cli";

const FIXTURE = join(REPO, "test/fixtures/scaffold");

describe("on the scaffold fixture (read only)", () => {
  test("text: one row per service with tools, implemented, stubs, missing, orphans", () => {
    const r = mcpforge(["--root", FIXTURE, "status"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        "service  tools  implemented  stubs  missing  orphans",
        "notes        2            0      0        2        0  (no handler module)",
        "shop         5            3      0        2        2",
        "tasks        3            1      1        1        1",
        "total       10            4      1        5        3",
        "",
      ].join("\n"),
    );
  });

  test("json: counts and the names behind them", () => {
    const r = mcpforge(["--root", FIXTURE, "status", "--format", "json"]);
    const { services, total } = JSON.parse(r.out);
    expect(total).toEqual({ services: 3, tools: 10, implemented: 4, stubs: 1, missing: 5, orphans: 3 });
    const tasks = services.find((s: { slug: string }) => s.slug === "tasks");
    expect(tasks).toMatchObject({ path: "/tasks/mcp", version: "1.0.0", module: "handlers/tasks/index.ts", moduleExists: true });
    expect(tasks.details).toEqual({
      implemented: ["list_tasks"],
      stubs: ["add_task"],
      missing: ["close-task"],
      orphans: [{ name: "done_task", file: "handlers/tasks/index.ts", line: 8, col: 5 }],
    });
    const shop = services.find((s: { slug: string }) => s.slug === "shop");
    expect(shop.details.implemented).toEqual(["archive_item", "get_item", "list_items"]); // archive_item comes through a spread
  });

  test("markdown: the README table", () => {
    const r = mcpforge(["--root", FIXTURE, "status", "--format", "markdown"]);
    expect(r.out).toBe(
      [
        "| Service | Path | Version | Tools | Handlers implemented |",
        "| --- | --- | --- | ---: | ---: |",
        "| Notes Service | `/notes/mcp` | 1.0.0 | 2 | 0 / 2 |",
        "| Shop Service | `/shop/mcp` | 1.0.0 | 5 | 3 / 5 |",
        "| Task Service | `/tasks/mcp` | 1.0.0 | 3 | 1 / 3 |",
        "| **Total** | | | 10 | 4 / 10 |",
        "",
      ].join("\n"),
    );
  });
});

describe("on the repository", () => {
  const manifests = readdirSync(join(REPO, "spec")).filter((n) => n.endsWith(".json") && n !== "defs.json" && n !== "manifest.schema.json");

  test("every manifest has a row whose numbers add up to its tools", () => {
    const r = mcpforge(["status", "--format", "json"]);
    expect(r.code).toBe(0);
    const { services } = JSON.parse(r.out);
    expect(services.map((s: { slug: string }) => `${s.slug}.json`)).toEqual(manifests);
    for (const s of services) {
      const spec = JSON.parse(readFileSync(join(REPO, "spec", `${s.slug}.json`), "utf8"));
      expect(s.tools).toBe(Object.keys(spec.tools).length);
      expect(s.version).toBe(spec.versions.running);
      expect(s.implemented + s.stubs + s.missing).toBe(s.tools);
    }
  });

  test("the markdown table lists every service at /<slug>/mcp", () => {
    const rows = mcpforge(["status", "--format", "markdown"]).out.split("\n").filter((l) => l.startsWith("| ") && l.includes("/mcp`"));
    expect(rows.map((l) => /`\/([a-z0-9-]+)\/mcp`/.exec(l)![1] + ".json")).toEqual(manifests);
  });
});
