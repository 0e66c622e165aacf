import { parseTrustedProxies } from "./http/client-address";
import { mrtrKey } from "./mrtr-state";

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
  /** Issues an invalid_arguments error lists; the rest are counted (`issues_omitted`). */
  maxIssues: number;
  /** Open connections the HTTP host accepts at once; more are closed on accept (0 = no cap). */
  maxConnections: number;
  /** Open connections one client address (an IPv6 client: its /64) may hold; trusted proxies are exempt (0 = no cap). */
  maxConnectionsPerAddress: number;
  /** The last of maxConnections kept for /healthz and requests presenting credentials (http/connections.ts). */
  reservedConnections: number;
  /** Event-loop time per turn for dispatching requests before the rest wait, fairly, for the next turn (ms, fractions allowed; 0 = off; http/fair-turns.ts). */
  turnBudgetMs: number;
  /** Time a client has to send a request's headers (ms; 0 = none). */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included (ms; 0 = none). */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests (ms). */
  keepAliveTimeoutMs: number;
  /** MCP endpoint calls per second per client address (token bucket refill; 0 = no limit). */
  rateLimitRps: number;
  /** Calls a client address may make at once before the refill rate applies. */
  rateLimitBurst: number;
  /** Client addresses the rate limiter remembers (bounded memory; least recent forgotten). */
  rateLimitClients: number;
  /**
   * Peers (addresses/CIDRs) whose X-Forwarded-For names the client (a reverse proxy in front);
   * empty = the TCP peer is the client and the header is ignored (http/client-address.ts).
   */
  trustedProxies: readonly string[];
  /** Most object keys + array items in one message (counted before parsing; 0 = no bound). */
  maxJsonNodes: number;
  logLevel: string;
  /** How long an MRTR requestState stays valid for its retry (ms); see runtime/mrtr-state.ts. */
  mrtrStateTtlMs: number;
  /** Tasks one process runs at once; a task tool called beyond it answers synchronously. */
  maxRunningTasks: number;
  /** How often a process renews its running tasks; a task unrenewed for 3× this is failed (tasks-liveness.ts). */
  taskHeartbeatMs: number;
  /** Extra Host header values accepted on a loopback bind (DNS-rebinding protection). */
  allowedHosts: string[];
  /** Public base URL override when behind a proxy. */
  publicUrl?: string;
  env: Readonly<Record<string, string | undefined>>;
}

export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env, overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  const config: RuntimeConfig = {
    host: env.HOST ?? "127.0.0.1",
    port: intFrom(env.PORT, 8080, "PORT"),
    validateOutputs: env.MCPFORGE_VALIDATE_OUTPUTS ? env.MCPFORGE_VALIDATE_OUTPUTS !== "false" : env.NODE_ENV !== "production",
    maxBodyBytes: intFrom(env.MCPFORGE_MAX_BODY_BYTES, 8 * 1024 * 1024, "MCPFORGE_MAX_BODY_BYTES"),
    maxBatch: intFrom(env.MCPFORGE_MAX_BATCH, 32, "MCPFORGE_MAX_BATCH"),
    maxJsonDepth: intFrom(env.MCPFORGE_MAX_JSON_DEPTH, 64, "MCPFORGE_MAX_JSON_DEPTH"),
    maxIssues: intFrom(env.MCPFORGE_MAX_ISSUES, 100, "MCPFORGE_MAX_ISSUES"),
    // Half of the common 1024 file-descriptor soft limit (`ulimit -n`): the rest stays free for
    // database files, outbound SMTP/DNS/HTTP and logs. Raise it together with `ulimit -n`.
    maxConnections: intFrom(env.MCPFORGE_MAX_CONNECTIONS, 512, "MCPFORGE_MAX_CONNECTIONS"),
    // An eighth of the cap: one address cannot hold the host; a NAT of many clients still fits.
    maxConnectionsPerAddress: intFrom(env.MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS, 64, "MCPFORGE_MAX_CONNECTIONS_PER_ADDRESS"),
    reservedConnections: intFrom(env.MCPFORGE_RESERVED_CONNECTIONS, 32, "MCPFORGE_RESERVED_CONNECTIONS"),
    // A few ms: /healthz waits about two turns, and a turn is about three budgets (issue 30; bench/RESULTS.md "Soak").
    turnBudgetMs: msFrom(env.MCPFORGE_TURN_BUDGET_MS, 2, "MCPFORGE_TURN_BUDGET_MS"),
    headersTimeoutMs: intFrom(env.MCPFORGE_HEADERS_TIMEOUT_MS, 10_000, "MCPFORGE_HEADERS_TIMEOUT_MS"),
    // An 8 MiB body at ~300 KB/s; node's own default holds an unfinished body for 300 s.
    requestTimeoutMs: intFrom(env.MCPFORGE_REQUEST_TIMEOUT_MS, 30_000, "MCPFORGE_REQUEST_TIMEOUT_MS"),
    keepAliveTimeoutMs: intFrom(env.MCPFORGE_KEEPALIVE_TIMEOUT_MS, 30_000, "MCPFORGE_KEEPALIVE_TIMEOUT_MS"),
    // Far above an agent's pace (a few calls a second) and a test suite's; bounds what one
    // address can take of the CPU (~0.07 core at ~68 µs per call).
    rateLimitRps: intFrom(env.MCPFORGE_RATE_LIMIT_RPS, 500, "MCPFORGE_RATE_LIMIT_RPS"),
    rateLimitBurst: intFrom(env.MCPFORGE_RATE_LIMIT_BURST, 1000, "MCPFORGE_RATE_LIMIT_BURST"),
    rateLimitClients: intFrom(env.MCPFORGE_RATE_LIMIT_CLIENTS, 10_000, "MCPFORGE_RATE_LIMIT_CLIENTS"),
    trustedProxies: parseTrustedProxies(env.MCPFORGE_TRUSTED_PROXIES),
    // 5× the 20,000-row comms import sent as parsed rows (~5 fields each); a CSV string is one node.
    maxJsonNodes: intFrom(env.MCPFORGE_MAX_JSON_NODES, 100_000, "MCPFORGE_MAX_JSON_NODES"),
    logLevel: env.LOG_LEVEL ?? env.MCP_LOG_LEVEL ?? "info",
    // Long enough for a person to read a confirmation and answer; short enough to bound replay.
    mrtrStateTtlMs: intFrom(env.MCPFORGE_MRTR_STATE_TTL_MS, 600_000, "MCPFORGE_MRTR_STATE_TTL_MS"),
    maxRunningTasks: intFrom(env.MCPFORGE_MAX_RUNNING_TASKS, 64, "MCPFORGE_MAX_RUNNING_TASKS"),
    taskHeartbeatMs: Math.max(1000, intFrom(env.MCPFORGE_TASK_HEARTBEAT_MS, 10_000, "MCPFORGE_TASK_HEARTBEAT_MS")),
    allowedHosts: (env.MCPFORGE_ALLOWED_HOSTS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean),
    publicUrl: env.MCPFORGE_PUBLIC_URL,
    env,
    ...overrides,
  };
  checkLimits(config);
  return config;
}

/** Combinations node:http or the rate limiter cannot honour, refused at startup with the fix. */
function checkLimits(c: RuntimeConfig): void {
  // Also when given as an override: a bad entry must stop startup, not fail a request.
  parseTrustedProxies(c.trustedProxies.join(","));
  mrtrKey(c.env); // a too-short MCPFORGE_MRTR_SECRET stops startup, not the first confirmation
  if (c.headersTimeoutMs > 0 && c.requestTimeoutMs > 0 && c.headersTimeoutMs > c.requestTimeoutMs) {
    throw new Error(`MCPFORGE_HEADERS_TIMEOUT_MS (${c.headersTimeoutMs}) must not exceed MCPFORGE_REQUEST_TIMEOUT_MS (${c.requestTimeoutMs})`);
  }
  if (c.rateLimitRps > 0 && (c.rateLimitBurst < 1 || c.rateLimitClients < 1)) {
    throw new Error("MCPFORGE_RATE_LIMIT_BURST and MCPFORGE_RATE_LIMIT_CLIENTS must be at least 1 while MCPFORGE_RATE_LIMIT_RPS is set (MCPFORGE_RATE_LIMIT_RPS=0 turns the limit off)");
  }
}

function msFrom(value: string | undefined, fallback: number, name: string): number {
  return numberFrom(value, fallback, name, false);
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  return numberFrom(value, fallback, name, true);
}

function numberFrom(value: string | undefined, fallback: number, name: string, integer: boolean): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!(integer ? Number.isInteger(n) : Number.isFinite(n)) || n < 0) throw new Error(`${name} must be a non-negative ${integer ? "integer" : "number of milliseconds"}, got "${value}"`);
  return n;
}
