import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import pino from "pino";
import { authorization, services, storage, type ServiceSlug } from "../../handlers";
import { mintToken } from "../../generator/platform/auth";
import { loadConfig, ManualClock, startHost, type Clock, type RunningHost } from "../../generator/runtime";

export interface TestHost {
  host: RunningHost;
  url: string;
  /** An SDK client connected to `/<slug>/mcp` over streamable HTTP; closed with the host. */
  client(slug: ServiceSlug, headers?: Record<string, string>): Promise<Client>;
  close(): Promise<void>;
}

/**
 * Starts the real host (what `npm start` runs) on 127.0.0.1 and a free port, serving `slugs`.
 * `env` is the process environment the services see (DATABASE_URL, …); output validation is on.
 */
export async function startTestHost(
  slugs: ServiceSlug[],
  opts: { env?: Record<string, string | undefined>; clock?: Clock; /** Clients of services with `auth` tools carry a token for this subject (default tester@example.com); false: anonymous. */ signIn?: string | false } = {},
): Promise<TestHost> {
  // The relay's SMTP listeners on free ports: a taken port fails start-up, and tests run in parallel.
  const env = { MCPFORGE_VALIDATE_OUTPUTS: "true", EMAIL_SUBMISSION_SMTP: "127.0.0.1:0", EMAIL_INBOUND_SMTP: "127.0.0.1:0", ...opts.env };
  const config = loadConfig(env, { host: "127.0.0.1", port: 0 });
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const bound = slugs.map((s) => services[s]());
  const host = await startHost({ services: bound, config, logger, clock: opts.clock, authorization, storage });
  const signIn = opts.signIn ?? "tester@example.com";
  const clients: Client[] = [];
  return {
    host,
    url: host.url,
    async client(slug, headers) {
      const scopes = [...new Set(services[slug]().definition.tools.flatMap((t) => t.auth?.scopes ?? []))];
      if (signIn && scopes.length && !headers?.Authorization) {
        const token = await mintToken({ env, slug, subject: signIn, scopes, baseUrl: host.url, clock: opts.clock });
        headers = { ...headers, Authorization: `Bearer ${token}` };
      }
      const client = new Client({ name: "mcpforge-test", version: "1.0.0" });
      const transport = new StreamableHTTPClientTransport(new URL(`${host.url}/${slug}/mcp`), { requestInit: { headers } });
      await client.connect(transport);
      clients.push(client);
      return client;
    },
    async close() {
      await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      await host.close();
    },
  };
}

export { ManualClock };
