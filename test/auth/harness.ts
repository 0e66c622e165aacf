import pino from "pino";
import { loadConfig, ManualClock, startHost, type BoundService, type RunningHost } from "../../generator/runtime";
import { authorization, services } from "../../handlers";
import { authConfigFrom, mintToken } from "../../generator/platform/auth";
import { openTokens } from "../../generator/platform/auth/builtin";
import { postRaw, type RawResponse } from "../helpers/http";
import { tempDataEnv } from "../helpers/data";

/**
 * Housing with its generated definition and handlers that answer who called: get_thread refuses
 * with `forbidden` naming ctx.auth (the stubs answer not_implemented), so a test sees that the
 * handler was reached and what it saw.
 */
export function housingEcho(): BoundService {
  const real = services.housing();
  return {
    definition: real.definition,
    factory: async (env) => {
      const impl = await real.factory(env);
      const tools = { ...impl.tools } as Record<string, (args: never, ctx: any) => Promise<unknown>>;
      tools.get_thread = async (_args, ctx) => {
        throw ctx.error("forbidden", JSON.stringify(ctx.auth ?? null));
      };
      tools.search = async (_args, ctx) => {
        throw ctx.error("not_implemented", JSON.stringify(ctx.auth ?? null));
      };
      return { ...impl, tools };
    },
  };
}

export interface AuthHost {
  host: RunningHost;
  url: string;
  env: Record<string, string>;
  clock: ManualClock;
  token(slug: string, subject: string, scopes: string[], opts?: { ttlSec?: number; clock?: ManualClock }): Promise<string>;
  /** A token signed by the host's key but naming another issuer. */
  foreignIssuerToken(slug: string): Promise<string>;
  call(slug: string, tool: string, args: Record<string, unknown>, headers?: Record<string, string>): Promise<RawResponse>;
  close(): Promise<void>;
}

export async function startAuthHost(bound: BoundService[], opts: { env?: Record<string, string>; endpointPath?: (slug: string) => string } = {}): Promise<AuthHost> {
  const data = tempDataEnv();
  const env = { ...data.env, MCPFORGE_VALIDATE_OUTPUTS: "true", ...opts.env };
  const clock = new ManualClock("2026-11-24T06:00:00.000Z");
  const config = loadConfig(env, { host: "127.0.0.1", port: 0 });
  const host = await startHost({ services: bound, config, logger: pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" }), clock, authorization, endpointPath: opts.endpointPath });
  const path = (slug: string) => opts.endpointPath?.(slug) ?? `/${slug}/mcp`;
  const base = () => config.publicUrl ?? host.url;
  let seq = 0;
  return {
    host,
    url: host.url,
    env,
    clock,
    token: (slug, subject, scopes, o = {}) => mintToken({ env, slug, subject, scopes, baseUrl: base(), endpointPath: path(slug), clock: o.clock ?? clock, ttlSec: o.ttlSec }),
    async foreignIssuerToken(slug) {
      const { lease, tokens } = await openTokens({ runtime: config, config: authConfigFrom(env), logger: pino({ level: "silent" }), clock, issuer: () => "http://issuer.invalid" });
      try {
        return await tokens.mint({ subject: "mallory@example.com", scope: "housing:act", resource: `${base()}${path(slug)}` });
      } finally {
        await lease.release();
      }
    },
    call: (slug, tool, args, headers = {}) =>
      postRaw(`${host.url}${path(slug)}`, { headers, body: JSON.stringify({ jsonrpc: "2.0", id: ++seq, method: "tools/call", params: { name: tool, arguments: args } }) }),
    async close() {
      await host.close();
      data.cleanup();
    },
  };
}

/** The error object of a JSON tool result (HTTP 200). */
export function resultError(r: RawResponse): { code: string; message: string } | undefined {
  const body = JSON.parse(r.body) as { result?: { _meta?: Record<string, { code: string; message: string }> } };
  return body.result?._meta?.["dev.mcpforge/error"];
}
