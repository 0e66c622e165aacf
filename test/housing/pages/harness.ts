import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { chromium, type Browser, type Page } from "playwright-core";
import { mintToken } from "../../../generator/platform/auth";
import { tempDataEnv } from "../../helpers/data";
import { startTestHost, type TestHost } from "../../helpers/host";
import type { Clock } from "../../../generator/runtime";
import { startSink, type SmtpSink } from "../../email/servers";
import { createTestDatabase, type DatabaseKind } from "../../storage/databases";

/**
 * The browser tests' world: the real host serving housing on 127.0.0.1:0 with its own data
 * directory, a local SMTP sink receiving the sign-in codes (MCPFORGE_AUTH_SMTP), and Debian's
 * Chromium driven by playwright-core. Without a browser the tests fail (never skip).
 */
export interface PagesWorld {
  host: TestHost;
  url: string;
  sink: SmtpSink;
  browser: Browser;
  env: Record<string, string>;
  /** An SDK client signed in (bearer token) as `subject`. */
  mcp(subject: string): Promise<Client>;
  /** Stops the host and starts a new one on the same data (another port: cookies ignore ports). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium (source .ci/steps/40-chromium.sh start) or set CHROMIUM_PATH`);
  return path;
}

export async function startPagesWorld(kind: DatabaseKind = "sqlite", opts: { clock?: Clock } = {}): Promise<PagesWorld> {
  const data = tempDataEnv();
  const database = kind === "postgres" ? await createTestDatabase("postgres") : undefined;
  const sink = await startSink();
  const env = { ...data.env, ...database?.env, MCPFORGE_AUTH_SMTP: sink.url, MCPFORGE_AUTH_LOG_CODES: "false", MCPFORGE_AUTH_MAILS_PER_HOUR: "100", HOUSING_PAGES_SIGNINS_PER_HOUR: "1000" };
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  const clients: Client[] = [];
  const world: PagesWorld = {
    host: await startTestHost(["housing"], { env, clock: opts.clock }),
    url: "",
    sink,
    browser,
    env,
    async mcp(subject) {
      const token = await mintToken({ env, slug: "housing", subject, scopes: ["housing:act"], baseUrl: world.url });
      const client = new Client({ name: "pages-test", version: "1.0.0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${world.url}/housing/mcp`), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
      clients.push(client);
      return client;
    },
    async restart() {
      await Promise.all(clients.splice(0).map((c) => c.close().catch(() => undefined)));
      await world.host.close();
      world.host = await startTestHost(["housing"], { env, clock: opts.clock });
      world.url = world.host.url;
    },
    async close() {
      await browser.close();
      await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      await world.host.close();
      await sink.close();
      await database?.drop();
      data.cleanup();
    },
  };
  world.url = world.host.url;
  return world;
}

/** The newest sign-in code mailed to `email` (the sink holds it before the page answers). */
export function lastCode(sink: SmtpSink, email: string): string {
  const mail = [...sink.received].reverse().find((m) => m.to.includes(email.toLowerCase()));
  const m = mail && /Your sign-in code: (\d{8})/.exec(mail.raw.toString("utf8"));
  if (!m) throw new Error(`no sign-in code was mailed to ${email}`);
  return m[1];
}

/** The newest claim-proof code mailed to `email` (the contact on a permit record), with its subject's permit number. */
export function lastClaimCode(sink: SmtpSink, email: string): { permit: string; code: string } {
  const mail = [...sink.received].reverse().find((m) => m.to.includes(email.toLowerCase()) && m.raw.toString("utf8").includes("Code to claim permit record"));
  const m = mail && /Code to claim permit record (\S+): (\d{8})/.exec(mail.raw.toString("utf8"));
  if (!m) throw new Error(`no claim code was mailed to ${email}`);
  return { permit: m[1], code: m[2] };
}

/** Signs `page` in as `email` through the sign-in pages, starting from `path` (a protected page). */
export async function signIn(world: PagesWorld, page: Page, email: string, path = "/housing/landlord"): Promise<void> {
  await page.goto(`${world.url}${path}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send the code" }).click();
  await page.getByLabel("Code").fill(lastCode(world.sink, email));
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A screenshot for review in .cache/screenshots (git-ignored); nothing asserts on it. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(__dirname, "../../../.cache/screenshots");
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `housing-${name}.png`), fullPage: true });
}

/** Every form control on the page has an accessible name (axe's "label" rule, the basics). */
export async function unlabelledControls(page: Page): Promise<string[]> {
  // Runs in the page (no DOM types in this project's lib): the element API is typed loosely.
  type El = { getAttribute(n: string): string | null; closest(s: string): unknown; outerHTML: string };
  return page.$$eval("input:not([type=hidden]), textarea, select", (nodes) =>
    (nodes as unknown as El[])
      .filter((el) => {
        const id = el.getAttribute("id");
        const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
        const byFor = id ? doc.querySelector(`label[for="${id}"]`) : null;
        return !(el.closest("label") || byFor || el.getAttribute("aria-label") || el.getAttribute("aria-labelledby"));
      })
      .map((el) => el.outerHTML),
  );
}

/** The CSRF token of the first form on the page. */
export async function csrfOf(page: Page): Promise<string> {
  const value = await page.locator('input[name="csrf"]').first().getAttribute("value");
  if (!value) throw new Error("the page has no CSRF field");
  return value;
}

/** POSTs a form with the browser context's cookies (no browser-side validation), without following the redirect. */
export async function postForm(page: Page, world: PagesWorld, path: string, form: Record<string, string>): Promise<{ status: number; location?: string; body: string }> {
  const res = await page.context().request.post(`${world.url}${path}`, { form, maxRedirects: 0 });
  return { status: res.status(), location: res.headers().location, body: await res.text() };
}

/** Presses Tab until the focused element has `name` (its accessible text/label), at most 60 times; returns how many. */
export async function tabTo(page: Page, name: RegExp): Promise<number> {
  for (let i = 1; i <= 60; i++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() => {
      const el = (globalThis as unknown as { document: { activeElement: { textContent: string | null; id: string; closest(s: string): { textContent: string | null } | null } | null } }).document.activeElement;
      return el ? `${el.closest("label")?.textContent ?? ""} ${el.textContent ?? ""}`.trim() : "";
    });
    if (name.test(label)) return i;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** The structured result of a successful tool call (fails the test on an error result). */
export async function call<T = Record<string, unknown>>(client: import("@modelcontextprotocol/sdk/client/index.js").Client, name: string, args: Record<string, unknown>): Promise<T> {
  const r = await client.callTool({ name, arguments: args });
  if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
  return r.structuredContent as T;
}

/** One world per test file: started before the file's tests, closed after them. */
export function usePagesWorld(kind: DatabaseKind = "sqlite"): () => PagesWorld {
  let world: PagesWorld | undefined;
  beforeAll(async () => {
    world = await startPagesWorld(kind);
  });
  afterAll(async () => {
    await world?.close();
  });
  return () => {
    if (!world) throw new Error("the pages world did not start");
    return world;
  };
}
