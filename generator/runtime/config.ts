/**
 * Process configuration, read from the environment once. Handlers receive it through their env and
 * the request context; nothing else reads process.env.
 */
export interface RuntimeConfig {
  host: string;
  port: number;
  /** Validate every handler result against the tool's output schema (always on in tests). */
  validateOutputs: boolean;
  /** Largest accepted POST body. The comms import accepts CSVs up to 5 MB. */
  maxBodyBytes: number;
  /** Largest accepted JSON-RPC batch. */
  maxBatch: number;
  /** Deepest accepted nesting of objects/arrays in a message (arguments included), HTTP and stdio. */
  maxJsonDepth: number;
  logLevel: string;
  /** Extra Host header values accepted on a loopback bind (DNS-rebinding protection). */
  allowedHosts: string[];
  /** Public base URL override when behind a proxy. */
  publicUrl?: string;
  env: Readonly<Record<string, string | undefined>>;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env, overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    host: env.HOST ?? "127.0.0.1",
    port: intFrom(env.PORT, 8080, "PORT"),
    validateOutputs: env.MCPFORGE_VALIDATE_OUTPUTS ? env.MCPFORGE_VALIDATE_OUTPUTS !== "false" : env.NODE_ENV !== "production",
    maxBodyBytes: intFrom(env.MCPFORGE_MAX_BODY_BYTES, 8 * 1024 * 1024, "MCPFORGE_MAX_BODY_BYTES"),
    maxBatch: intFrom(env.MCPFORGE_MAX_BATCH, 32, "MCPFORGE_MAX_BATCH"),
    maxJsonDepth: intFrom(env.MCPFORGE_MAX_JSON_DEPTH, 64, "MCPFORGE_MAX_JSON_DEPTH"),
    logLevel: env.LOG_LEVEL ?? env.MCP_LOG_LEVEL ?? "info",
    allowedHosts: (env.MCPFORGE_ALLOWED_HOSTS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean),
    publicUrl: env.MCPFORGE_PUBLIC_URL,
    env,
    ...overrides,
  };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}
