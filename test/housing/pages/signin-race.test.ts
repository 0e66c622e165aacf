import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { loadConfig } from "../../../generator/runtime";
import { openStorage, type Storage } from "../../../generator/platform/storage";
import { signInSide } from "../../../handlers/housing/pages/index";
import { pageRoute } from "../../../handlers/housing/pages/kit";
import { RaceAfter } from "../../helpers/race-after";
import { pluggedStorage } from "../../helpers/race-storage";
import { describeEachDatabase } from "../../storage/databases";
import { lastCode, usePagesWorld } from "./harness";

const EMAIL = "race@example.com";

/**
 * The sign-in code's attempts: a wrong code posted while another is being checked must count too,
 * or codes posted at once all count from the same read and the attempt limit never ends the code.
 */
describeEachDatabase("housing sign-in: a wrong code posted while another is checked", (kind) => {
  const world = usePagesWorld(kind);
  // The page under test runs on a connection of its own, as a second server process would; the
  // racer posts through the real server.
  let storage: Storage;
  let server: Server;
  beforeEach(async () => {
    storage = await openStorage({ env: world().env });
  });
  afterEach(async () => {
    await new Promise((done) => (server ? server.close(done) : done(undefined)));
    await storage.close();
  });

  /** The sign-in page over its own connection with `race` on its queries; its URL. */
  async function pageWith(race: RaceAfter) {
    const logger = pino({ level: "silent" });
    const clock = storage.clock;
    const env = { slug: "housing", config: loadConfig(world().env), logger, clock, baseUrl: () => world().url };
    const side = signInSide({ env, storage: pluggedStorage(storage, race), clock, logger });
    side.mail.close();
    const route = pageRoute("/housing/sign-in", { POST: (r) => side.signIn.post(r) }, side.kit, logger);
    server = createServer((req, res) => void route.handle(req, res));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, attempts: side.config.signInAttempts };
  }

  /** A browser's sign-in: its cookie and CSRF token, a code mailed; `post` sends the code step. */
  async function startSignIn() {
    const first = await fetch(`${world().url}/housing/sign-in`);
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    const csrf = /name="csrf" value="([^"]+)"/.exec(await first.text())![1];
    const post = (base: string, form: Record<string, string>) =>
      fetch(`${base}/housing/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, ...form }),
      });
    await post(world().url, { step: "email", email: EMAIL });
    const code = lastCode(world().sink, EMAIL);
    const wrong = String((Number(code) + 1) % 100_000_000).padStart(8, "0");
    return { code, wrong, post: (base: string, code: string) => post(base, { step: "code", code }) };
  }

  test("the last two wrong codes, posted at once, both count: the code is used up and the right one refused", async () => {
    const s = await startSignIn();
    let racer: Response | undefined;
    const race = new RaceAfter(
      "housing_page_sessions",
      "id_hash",
      async () => {
        racer = await s.post(world().url, s.wrong);
      },
      (rows) => rows.length === 1,
    );
    const page = await pageWith(race);
    for (let i = 0; i < page.attempts - 2; i++) expect((await s.post(world().url, s.wrong)).status).toBe(400);
    const mine = await s.post(page.url, s.wrong);
    expect(race.ran).toBe(true);
    expect(racer?.status).toBe(400);
    expect(await racer?.text()).toContain("that code is not right");
    expect(mine.status).toBe(400);
    expect(await mine.text()).toContain("Too many wrong codes");
    // The right code, after as many wrong ones as allowed, no longer signs in.
    const right = await s.post(world().url, s.code);
    expect(right.status).toBe(400);
    expect(await right.text()).toContain("Ask for a code first");
  });
});
