import { authConfigFrom } from "../../generator/platform/auth";
import { Authorizer } from "../../generator/platform/auth/authorize";
import { openStorage, type Storage } from "../../generator/platform/storage";
import { RaceAfter } from "../helpers/race-after";
import { pluggedStorage } from "../helpers/race-storage";
import { housingEcho, startAuthHost, type AuthHost } from "./harness";
import { form, get, json, pkce, postJson } from "./oauth-client";

const REDIRECT = "http://127.0.0.1:9/cb";
const WRONG = "00000000";

/**
 * The authorization server's sign-in code (generator/platform/auth/authorize.ts): a wrong code
 * posted while another is being checked must count too, or codes posted at once all count from
 * the same read and the attempt limit never ends the sign-in (a brute-force of the 8-digit code).
 */
let h: AuthHost;
let storage: Storage;
beforeAll(async () => {
  h = await startAuthHost([housingEcho()]);
});
afterAll(async () => h?.close());
// The code step under test runs on a connection of its own, as a second server process would;
// the racer posts through the real server.
beforeEach(async () => {
  storage = await openStorage({ env: h.env, clock: h.clock });
});
afterEach(async () => storage.close());

/** An authorization request through the real server, a code mailed; its request id. */
async function requestWithCode(): Promise<string> {
  const reg = await postJson(`${h.url}/oauth/register`, { client_name: "Race Test", redirect_uris: [REDIRECT] });
  const url = new URL(`${h.url}/oauth/authorize`);
  const q = {
    response_type: "code",
    client_id: json(reg).client_id as string,
    redirect_uri: REDIRECT,
    code_challenge: pkce().challenge,
    code_challenge_method: "S256",
    resource: `${h.url}/housing/mcp`,
  };
  for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
  const request = /name="request" value="([^"]+)"/.exec((await get(url.toString())).body)![1];
  await form(`${h.url}/oauth/authorize`, { request, step: "email", email: "eve@example.com" });
  return request;
}
const postCode = (request: string) => form(`${h.url}/oauth/authorize`, { request, step: "code", code: WRONG });

test("a wrong code posted while another is checked counts too: the limit ends the sign-in", async () => {
  const request = await requestWithCode();
  const config = authConfigFrom(h.env);
  for (let i = 0; i < config.signInAttempts - 2; i++)
    expect((await postCode(request)).body).toContain("That code is not right.");
  let racer = "";
  const race = new RaceAfter(
    "auth_requests",
    "id_hash",
    async () => {
      racer = (await postCode(request)).body;
    },
    (rows) => rows.length === 1,
  );
  // Only the code step's storage and settings are used; the rest of the server is not reached.
  const authorizer = new Authorizer({
    storage: pluggedStorage(storage, race),
    clock: h.clock,
    config,
    clients: undefined as never,
    tokens: undefined as never,
    mail: undefined as never,
    issuer: () => h.url,
    scopesOf: () => undefined,
  });
  const mine = await authorizer
    .step({ request, step: "code", code: WRONG }, () => 0)
    .then(
      () => "answered",
      (err: Error) => err.message,
    );
  expect(race.ran).toBe(true);
  expect(racer).toContain("That code is not right.");
  expect(mine).toContain("too many wrong codes");
  const after = await postCode(request);
  expect([after.status, after.body]).toEqual([400, expect.stringContaining("expired or is unknown")]);
});
