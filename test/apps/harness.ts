import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import type { ServiceSlug } from "../../handlers";
import { tempDataEnv } from "../helpers/data";
import { startTestHost, type TestHost } from "../helpers/host";
import { messagesOf, postModern } from "../helpers/modern";
import { chromiumPath } from "../housing/pages/harness";

export const UI_EXTENSION = "io.modelcontextprotocol/ui";
export const UI_MIME = "text/html;profile=mcp-app";
/** `_meta` of a 2026-07-28 request from a client declaring MCP Apps. */
export const DECLARES_UI = { "io.modelcontextprotocol/clientCapabilities": { extensions: { [UI_EXTENSION]: { mimeTypes: [UI_MIME] } } } };

/** A real host serving `slugs` (a signed-in tester), headless Chromium, and the bundled test host page. */
export interface AppsWorld {
  host: TestHost;
  browser: Browser;
  close(): Promise<void>;
}

export async function startAppsWorld(slugs: ServiceSlug[], env: Record<string, string> = {}): Promise<AppsWorld> {
  const data = tempDataEnv();
  const host = await startTestHost(slugs, { env: { ...data.env, ...env } });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  return {
    host,
    browser,
    async close() {
      await browser.close();
      await host.close();
      data.cleanup();
    },
  };
}

/** One 2026-07-28 request's result (the test fails on a JSON-RPC error). */
export async function modern(url: string, method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const headers = typeof params.uri === "string" ? { "mcp-name": params.uri } : {};
  const [m] = messagesOf(await postModern(url, method, params, { meta, headers }));
  if (m.error) throw new Error(`${method}: ${JSON.stringify(m.error)}`);
  return m.result;
}

/** The view a declaring client finds for `tool`: its `_meta.ui` in tools/list, then resources/read of that URI. */
export async function viewOf(url: string, tool: string): Promise<{ uri: string; html: string; content: Record<string, any> }> {
  const listed = (await modern(url, "tools/list", {}, DECLARES_UI)).tools.find((t: { name: string }) => t.name === tool);
  const uri = listed._meta.ui.resourceUri as string;
  const read = await modern(url, "resources/read", { uri }, DECLARES_UI);
  return { uri, html: read.contents[0].text, content: read.contents[0] };
}

let hostJs: Promise<string> | undefined;
/** test/apps/browser/host.ts bundled for the page (once per process). */
function hostScript(): Promise<string> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const esbuild = require("esbuild") as { build(o: object): Promise<{ outputFiles: { text: string }[] }> };
  hostJs ??= esbuild.build({ entryPoints: [join(__dirname, "browser", "host.ts")], bundle: true, format: "iife", write: false, platform: "browser", logLevel: "silent" }).then((r) => r.outputFiles[0].text);
  return hostJs;
}

/**
 * Opens a page running the test host, renders `html` with a tool input and result, and waits
 * until the view has rendered (main#view loses aria-busy). `callTool`: how the host forwards the
 * view's tools/call. `requests`: every network request the page made (none is expected).
 */
export async function renderView(world: AppsWorld, html: string, input: Record<string, unknown>, result: Record<string, unknown>, callTool: (params: { name: string; arguments?: Record<string, unknown> }) => Promise<unknown>): Promise<{ page: Page; requests: string[] }> {
  const page = await world.browser.newPage({ viewport: { width: 800, height: 1000 } });
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.exposeFunction("hostCallTool", callTool);
  await page.setContent(`<!doctype html><html><body style="margin:0"><script>${(await hostScript()).replace(/<\/script/gi, "<\\/script")}</script></body></html>`);
  await page.evaluate(([h, i, r]) => (globalThis as any).hostView(h, i, r), [html, input, result] as const);
  await page.frameLocator("iframe").locator("main#view:not([aria-busy])").waitFor();
  return { page, requests };
}

/**
 * The structural screenshot check: the PNG's size, and how much of each horizontal band of the
 * view is not background (decoded in the page with a canvas; no pixel-exact comparison).
 */
export async function screenshotShape(page: Page, png: Buffer): Promise<{ width: number; height: number; inkedBands: number[] }> {
  return page.evaluate(async (b64) => {
    // Runs in the page: its globals, not Node's (this file is type-checked without the DOM library).
    const g = globalThis as any;
    const img = new g.Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = g.document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height) as { data: Uint8ClampedArray };
    const bands = 10;
    const inked = new Array(bands).fill(0);
    for (let y = 0; y < img.height; y++) {
      for (let x = 0; x < img.width; x++) {
        const i = (y * img.width + x) * 4;
        if (data[i] + data[i + 1] + data[i + 2] < 720) inked[Math.min(bands - 1, Math.floor((y / img.height) * bands))]++;
      }
    }
    return { width: img.width, height: img.height, inkedBands: inked.map((n) => n / ((img.width * img.height) / bands)) };
  }, png.toString("base64"));
}

/** Writes a screenshot to docs/img/ when MCPFORGE_WRITE_SCREENSHOTS is set (how the README's pictures are made). */
export function writeShot(name: string, png: Buffer): void {
  if (!process.env.MCPFORGE_WRITE_SCREENSHOTS) return;
  const dir = join(__dirname, "..", "..", "docs", "img");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), png);
}
