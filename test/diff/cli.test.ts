import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toMatchFile } from "jest-file-snapshot";
import { renderReport, runDiff } from "../../generator/commands/diff";
import { mcpforge, REPO } from "./run-cli";

expect.extend({ toMatchFile });

const F = "test/fixtures/diff";
const pair = (name: string) => [`${F}/${name}/old.json`, `${F}/${name}/new.json`];
const SNAP = join(__dirname, "__file_snapshots__");

describe("output formats", () => {
  // mixed: tool changes; prompts-resources-mixed: prompt and resource changes.
  const snapshots = [["mixed", "mixed"], ["prompts-resources-mixed", "prompts-resources"]].flatMap(([fixture, snap]) =>
    [["markdown", "md"], ["json", "json"], ["text", "txt"]].map(([format, ext]) => [fixture, format, `${snap}.${ext}`]),
  );
  test.each(snapshots)("%s --format %s matches its snapshot", (fixture, format, file) => {
    const r = mcpforge(["diff", ...pair(fixture), "--format", format]);
    expect(r.code).toBe(1);
    expect(r.out).toMatchFile(join(SNAP, file));
  });

  test("prompt and resource changes are grouped under their kind and name", () => {
    const text = mcpforge(["diff", ...pair("prompts-resources-mixed")]).out;
    expect(text.split("\n").filter((l) => /^  \S/.test(l))).toEqual(["  (service)", "  prompt summarize_item", "  prompt triage", "  resource catalog", "  resource one-item", "  resource price-list"]);
    const json = JSON.parse(mcpforge(["diff", ...pair("prompts-resources-mixed"), "--format", "json"]).out);
    const removed = json.changes.find((c: { rule: string }) => c.rule === "prompt-removed");
    expect(removed).toMatchObject({ severity: "breaking", service: "svc", prompt: "triage", old: { pointer: "/prompts/triage" }, new: { pointer: "/prompts" } });
    expect(removed).not.toHaveProperty("tool");
    const md = mcpforge(["diff", ...pair("prompts-resources-mixed"), "--format", "markdown"]).out;
    expect(md).toContain("| **breaking** | `prompt-removed` | prompt `triage` |");
  });

  test("markdown escapes table pipes inside messages", () => {
    const r = mcpforge(["diff", ...pair("mixed"), "--format", "markdown"]);
    expect(r.out).toContain('title "Put item" → "Put \\| save item"');
    for (const row of r.out.split("\n").filter((l) => l.startsWith("| "))) expect(row.split(/(?<!\\)\|/).length).toBe(7);
  });

  test("text is coloured only when asked (a TTY), one colour per severity", () => {
    const { report } = runDiff({ root: REPO, old: pair("mixed")[0], new: pair("mixed")[1] });
    const coloured = renderReport(report, "text", true);
    expect(coloured).toContain("\x1b[1;31mbreaking");
    expect(coloured).toContain("\x1b[33mwarning");
    expect(renderReport(report, "text", false)).not.toContain("\x1b[");
  });
});

describe("exit codes", () => {
  test.each([
    ["mixed", [], 1],
    ["mixed", ["--fail-on", "none"], 0],
    ["output-enum-value-added", [], 0],
    ["output-enum-value-added", ["--fail-on", "warning"], 1],
    ["title-changed", ["--fail-on", "warning"], 0],
    ["unchanged", ["--fail-on", "warning"], 0],
  ] as [string, string[], number][])("%s %j exits %d", (name, flags, code) => {
    expect(mcpforge(["diff", ...pair(name), ...flags]).code).toBe(code);
  });

  test("no changes: nothing on stdout, a note on stderr", () => {
    const r = mcpforge(["diff", ...pair("unchanged")]);
    expect(r.out).toBe("");
    expect(r.err).toContain("no changes");
  });

  test("unreadable inputs and contradictory arguments exit 2 with a message", () => {
    const missing = mcpforge(["diff", "nope/old.json", pair("mixed")[1]]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("nope/old.json: no such file or folder");
    const both = mcpforge(["diff", ...pair("mixed"), "--base", "HEAD"]);
    expect(both.code).toBe(2);
    expect(both.err).toContain("either --base <git-ref> or OLD NEW");
    expect(mcpforge(["diff", "--format", "yaml", ...pair("mixed")]).code).not.toBe(0);
  });

  test("the committed spec/ against itself reports nothing and exits 0", () => {
    const r = mcpforge(["diff", "spec", "spec", "--fail-on", "warning"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("");
  });
});

describe("--base <git-ref>", () => {
  let repo: string;
  const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=test", "-c", "user.email=test@example.com", ...args], { cwd: repo, stdio: "pipe" });
  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), "mcpforge-diff-"));
    git("init", "-q", "-b", "main");
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  test("compares spec/ at the ref with the working tree", () => {
    mkdirSync(join(repo, "spec"));
    copyFileSync(join(REPO, pair("tool-removed")[0]), join(repo, "spec/svc.json"));
    git("add", ".");
    git("commit", "-qm", "spec");
    copyFileSync(join(REPO, pair("tool-removed")[1]), join(repo, "spec/svc.json"));
    const r = mcpforge(["--root", repo, "diff", "--base", "main", "--format", "json"]);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out);
    expect(report.old).toBe("main");
    expect(report.new).toBe("working tree");
    const removed = report.changes.find((c: { rule: string }) => c.rule === "tool-removed");
    expect(removed).toMatchObject({ service: "svc", tool: "put_item", old: { file: "spec/svc.json", pointer: "/tools/put_item" }, new: { file: "spec/svc.json", pointer: "/tools" } });
  });

  test("a manifest added since the ref is a new service; a bad ref exits 2", () => {
    mkdirSync(join(repo, "spec"));
    copyFileSync(join(REPO, pair("unchanged")[0]), join(repo, "spec/svc.json"));
    git("add", ".");
    git("commit", "-qm", "spec");
    const other = JSON.parse(readFileSync(join(REPO, pair("unchanged")[0]), "utf8"));
    other.slug = "extra";
    writeFileSync(join(repo, "spec/extra.json"), JSON.stringify(other, null, 2) + "\n");
    const r = mcpforge(["--root", repo, "diff", "--base", "main", "--format", "json"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).changes.map((c: { rule: string; service: string }) => `${c.rule} ${c.service}`)).toEqual(["service-added extra"]);
    const bad = mcpforge(["--root", repo, "diff", "--base", "no-such-branch"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--base no-such-branch: not a commit");
  });

  test("the real spec/ committed and unchanged: nothing to report", () => {
    cpSync(join(REPO, "spec"), join(repo, "spec"), { recursive: true });
    git("add", ".");
    git("commit", "-qm", "spec");
    const r = mcpforge(["--root", repo, "diff", "--base", "main"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("");
    expect(r.err).toContain("no changes (main → working tree)");
  });
});
