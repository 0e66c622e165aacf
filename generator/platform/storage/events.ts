import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type PgModule from "pg";
import type { Logger } from "pino";

// pg is loaded only on the PostgreSQL path: SQLite-only processes skip ~25 ms at start-up.
const pgLib = (): typeof PgModule => require("pg");

/** What a subscriber receives. `resync` means "events may have been missed: look again". */
export interface ChannelEvent {
  topic: string;
  data?: unknown;
  resync?: true;
}

export type EventListener = (event: ChannelEvent) => void;

/**
 * "Something new arrived" between processes. Events are hints, not data: a subscriber re-reads
 * the database when one arrives, so a lost or duplicated event costs latency, never correctness.
 */
export interface EventChannel {
  /**
   * Tells every subscriber of `topic` — in this process and, on PostgreSQL, in every process on
   * the same database. Call it after the change it announces has committed. `data` must be JSON,
   * at most ~7 KB serialized (the NOTIFY payload limit).
   */
  publish(topic: string, data?: unknown): Promise<void>;
  /** Resolves once the subscription is live (LISTEN acknowledged); returns the unsubscribe function. */
  subscribe(topic: string, listener: EventListener): Promise<() => void>;
  /** Current local subscribers of `topic` (tests check that waiters clean up). */
  listenerCount(topic: string): number;
  close(): Promise<void>;
}

/** In-process channel: what SQLite uses, and the local half of the PostgreSQL channel. */
export class LocalEventChannel implements EventChannel {
  protected readonly listeners = new Map<string, Set<EventListener>>();
  constructor(protected readonly logger: Logger) {}

  async publish(topic: string, data?: unknown): Promise<void> {
    this.deliver({ topic, data });
  }

  async subscribe(topic: string, listener: EventListener): Promise<() => void> {
    let set = this.listeners.get(topic);
    if (!set) this.listeners.set(topic, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(topic) === set) this.listeners.delete(topic);
    };
  }

  listenerCount(topic: string): number {
    return this.listeners.get(topic)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  protected deliver(event: ChannelEvent): void {
    const set = this.listeners.get(event.topic);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (err) {
        this.logger.error({ err, topic: event.topic }, "event listener failed");
      }
    }
  }

  protected resyncAll(): void {
    for (const topic of [...this.listeners.keys()]) this.deliver({ topic, resync: true });
  }
}

const CHANNEL = "mcpforge_events";
const MAX_PAYLOAD = 7900;

/**
 * PostgreSQL channel: LISTEN on one dedicated connection per process, NOTIFY through the pool.
 * Local subscribers are told directly (no round trip); our own NOTIFYs are recognised by the
 * origin id and skipped. After the listening connection drops and comes back, every subscriber
 * gets a `resync` event, since notifications sent meanwhile are gone.
 */
export class PostgresEventChannel extends LocalEventChannel {
  private readonly origin = randomBytes(6).toString("base64url");
  private client?: PgModule.Client;
  private connecting?: Promise<void>;
  private retryTimer?: NodeJS.Timeout;
  private retryMs = 100;
  private closed = false;

  constructor(
    private readonly db: Kysely<any>,
    private readonly connectionString: string,
    logger: Logger,
  ) {
    super(logger);
  }

  override async publish(topic: string, data?: unknown): Promise<void> {
    const payload = JSON.stringify({ o: this.origin, t: topic, d: data });
    if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`event on "${topic}" is ${Buffer.byteLength(payload)} bytes; NOTIFY payloads hold at most ${MAX_PAYLOAD}: publish an id, not the data`);
    this.deliver({ topic, data });
    await sql`select pg_notify(${CHANNEL}, ${payload})`.execute(this.db);
  }

  override async subscribe(topic: string, listener: EventListener): Promise<() => void> {
    const unsubscribe = await super.subscribe(topic, listener);
    try {
      await this.listen();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await super.close();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Connects the listening client once; later callers share the same attempt. */
  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (this.closed) return Promise.reject(new Error("event channel is closed"));
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new (pgLib().Client)({ connectionString: this.connectionString });
    client.on("notification", (msg) => this.onNotification(msg.payload));
    client.on("error", (err) => this.onLost(client, err));
    client.on("end", () => this.onLost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error("event channel is closed");
    }
    this.client = client;
    this.retryMs = 100;
  }

  private onNotification(payload: string | undefined): void {
    if (!payload) return;
    let msg: { o?: string; t?: string; d?: unknown };
    try {
      msg = JSON.parse(payload);
    } catch {
      return; // not ours: someone else NOTIFYing on the channel
    }
    if (msg.o === this.origin || typeof msg.t !== "string") return;
    this.deliver({ topic: msg.t, data: msg.d });
  }

  private onLost(client: PgModule.Client, err?: Error): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn({ err }, "event channel lost its LISTEN connection; reconnecting");
    const retry = () => {
      this.retryTimer = undefined;
      if (this.closed || this.listeners.size === 0) return; // the next subscribe reconnects
      this.listen().then(
        () => this.resyncAll(),
        (e: unknown) => {
          this.logger.warn({ err: e }, "event channel reconnect failed");
          this.retryMs = Math.min(this.retryMs * 2, 5000);
          this.retryTimer = setTimeout(retry, this.retryMs);
          this.retryTimer.unref();
        },
      );
    };
    this.retryTimer = setTimeout(retry, this.retryMs);
    this.retryTimer.unref();
  }
}
