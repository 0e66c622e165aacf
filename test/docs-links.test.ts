import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const ROOT = join(__dirname, "..");
const pages = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((f) => f.endsWith(".md")).map((f) => `docs/${f}`)];

/** Every relative link of the README and docs/*.md names a file that exists (anchors are not checked). */
test.each(pages)("%s links only to files that exist", (page) => {
  const text = readFileSync(join(ROOT, page), "utf8").replace(/```[\s\S]*?```/g, "");
  const broken: string[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1].split("#")[0];
    if (!target || /^[a-z]+:/i.test(target)) continue;
    if (!existsSync(join(dirname(join(ROOT, page)), target))) broken.push(m[1]);
  }
  expect({ page: relative(ROOT, join(ROOT, page)), broken }).toEqual({ page, broken: [] });
});
