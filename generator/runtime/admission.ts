import type { Clock } from "./clock";
import { RateLimiter } from "./rate-limit";

/**
 * Cost-aware admission of heavy work (issue 30, item 2): imports, exports, campaign launches.
 * A service declares each heavy tool's cost in one table and runs the call through `run()`:
 *
 * 1. the host's free-disk guard: below `diskMinFreeBytes` free, new heavy work is refused;
 * 2. budgets in cost units, a token bucket per tenant and one per client address (an attacker
 *    creating organizations is still one address);
 * 3. a concurrency cap per tenant with a bounded FIFO queue, and one for the whole process.
 *
 * Every refusal is an AdmissionRefused naming its code (`rate_limited`, `busy`, `disk_low`) and a
 * retry advice in whole seconds. Defaults and variables: admissionSettingsFrom, docs/security.md.
 */
export interface AdmissionSettings {
  /** Cost units a tenant may spend per minute, and at once. */
  tenantPerMinute: number;
  tenantBurst: number;
  /** Cost units one client address may spend per minute, and at once, over all its tenants. */
  addressPerMinute: number;
  addressBurst: number;
  /** Heavy calls one tenant runs at once, and how many more wait (FIFO) before `busy`. */
  tenantConcurrency: number;
  tenantQueue: number;
  /** Heavy calls the process runs at once over all tenants (the others wait, FIFO). */
  processConcurrency: number;
  /** New heavy work is refused while the data directory's file system has less free space. */
  diskMinFreeBytes: number;
}

export type AdmissionCode = "rate_limited" | "busy" | "disk_low";

export class AdmissionRefused extends Error {
  constructor(
    readonly code: AdmissionCode,
    message: string,
    readonly retryAfterSeconds: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function int(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  const value = raw === undefined || raw.trim() === "" ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

export function admissionSettingsFrom(env: Env): AdmissionSettings {
  return {
    tenantPerMinute: int(env, "MCPFORGE_HEAVY_TENANT_PER_MINUTE", 60, 1),
    tenantBurst: int(env, "MCPFORGE_HEAVY_TENANT_BURST", 60, 1),
    addressPerMinute: int(env, "MCPFORGE_HEAVY_ADDRESS_PER_MINUTE", 120, 1),
    addressBurst: int(env, "MCPFORGE_HEAVY_ADDRESS_BURST", 120, 1),
    tenantConcurrency: int(env, "MCPFORGE_HEAVY_TENANT_CONCURRENCY", 2, 1),
    tenantQueue: int(env, "MCPFORGE_HEAVY_TENANT_QUEUE", 4, 0),
    processConcurrency: int(env, "MCPFORGE_HEAVY_CONCURRENCY", 4, 1),
    diskMinFreeBytes: int(env, "MCPFORGE_DISK_MIN_FREE_BYTES", 256 * 1024 * 1024, 0),
  };
}

/** Slots with a FIFO queue: `enter` resolves when a slot is free; `queueMax` waiting at most. */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly limit: number,
    private readonly queueMax = Infinity,
  ) {}

  /** False (and nothing held) when the queue is full; otherwise resolves holding a slot. */
  tryEnter(): Promise<void> | false {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queueMax) return false;
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next(); // the slot passes on: running stays the same
    else this.running--;
  }

  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

export interface Caller {
  tenant: string;
  address: string;
}

export class Admission {
  private readonly tenants: RateLimiter;
  private readonly addresses: RateLimiter;
  private readonly perTenant = new Map<string, Slots>();
  private readonly process: Slots;
  /** Mean duration of finished heavy calls (ms): the `busy` retry advice. */
  private meanMs = 1000;

  constructor(
    readonly settings: AdmissionSettings,
    clock: Clock,
    /** Free bytes on the data directory's file system (injected: tests fill a "disk" at will). */
    private readonly freeBytes: () => Promise<number>,
  ) {
    const s = settings;
    this.tenants = new RateLimiter({ perSecond: s.tenantPerMinute / 60, burst: s.tenantBurst, clock });
    this.addresses = new RateLimiter({ perSecond: s.addressPerMinute / 60, burst: s.addressBurst, clock });
    this.process = new Slots(s.processConcurrency);
  }

  /**
   * Runs `work` once admitted; throws AdmissionRefused (nothing run) otherwise. `work` may charge
   * more units once it knows its size (a launch's audience): the budgets may go into debt, which
   * the caller's next heavy calls wait out.
   */
  async run<T>(who: Caller, cost: number, work: (charge: (units: number) => void) => Promise<T>): Promise<T> {
    await this.checkDisk();
    this.charge(who, cost);
    const slots = this.slotsOf(who.tenant);
    const entered = slots.tryEnter();
    if (entered === false) {
      const wait = Math.max(1, Math.ceil((this.meanMs * (this.settings.tenantQueue + 1)) / this.settings.tenantConcurrency / 1000));
      throw new AdmissionRefused("busy", `This organization already runs ${this.settings.tenantConcurrency} heavy calls and ${this.settings.tenantQueue} more wait (MCPFORGE_HEAVY_TENANT_CONCURRENCY, MCPFORGE_HEAVY_TENANT_QUEUE); retry after ${wait} s.`, wait);
    }
    await entered;
    try {
      await this.process.tryEnter();
      const started = Date.now();
      try {
        return await work((units) => {
          this.addresses.spend(who.address, units);
          this.tenants.spend(who.tenant, units);
        });
      } finally {
        this.process.leave();
        this.meanMs = this.meanMs * 0.8 + (Date.now() - started) * 0.2;
      }
    } finally {
      slots.leave();
      if (slots.state.running === 0) this.perTenant.delete(who.tenant);
    }
  }

  /** Charges `tenant` for work no call of its was admitted for (a scheduled launch run by the job queue). */
  chargeTenant(tenant: string, units: number): void {
    this.tenants.spend(tenant, units);
  }

  /** Heavy calls running and waiting: per tenant (when named) and for the process. */
  state(tenant?: string): { tenant?: { running: number; waiting: number }; process: { running: number; waiting: number } } {
    const t = tenant === undefined ? undefined : (this.perTenant.get(tenant)?.state ?? { running: 0, waiting: 0 });
    return { ...(t ? { tenant: t } : {}), process: this.process.state };
  }

  private async checkDisk(): Promise<void> {
    const min = this.settings.diskMinFreeBytes;
    if (min === 0) return;
    const free = await this.freeBytes();
    if (free < min)
      throw new AdmissionRefused("disk_low", `The host keeps at least ${min} bytes of disk free (MCPFORGE_DISK_MIN_FREE_BYTES) and has ${free}: new heavy work is refused until space is freed.`, 60, { free_bytes: free, min_free_bytes: min });
  }

  private charge(who: Caller, cost: number): void {
    const s = this.settings;
    const byAddress = this.addresses.take(who.address, Math.min(cost, s.addressBurst));
    if (byAddress > 0) throw this.limited(byAddress, `${s.addressPerMinute} cost units a minute per client address, bursts of ${s.addressBurst} (MCPFORGE_HEAVY_ADDRESS_PER_MINUTE, MCPFORGE_HEAVY_ADDRESS_BURST)`, cost);
    const byTenant = this.tenants.take(who.tenant, Math.min(cost, s.tenantBurst));
    if (byTenant > 0) throw this.limited(byTenant, `${s.tenantPerMinute} cost units a minute per organization, bursts of ${s.tenantBurst} (MCPFORGE_HEAVY_TENANT_PER_MINUTE, MCPFORGE_HEAVY_TENANT_BURST)`, cost);
  }

  private limited(waitMs: number, rule: string, cost: number): AdmissionRefused {
    const wait = Math.max(1, Math.ceil(waitMs / 1000));
    return new AdmissionRefused("rate_limited", `Heavy calls are budgeted: this one costs ${cost}, at most ${rule}; retry after ${wait} s.`, wait, { cost });
  }

  private slotsOf(tenant: string): Slots {
    let slots = this.perTenant.get(tenant);
    if (!slots) this.perTenant.set(tenant, (slots = new Slots(this.settings.tenantConcurrency, this.settings.tenantQueue)));
    return slots;
  }
}
