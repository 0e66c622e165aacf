import type { RequestContext } from "mcpforge/runtime";
import type { CommsDeps } from "./deps";
import { hashKey, type Scope } from "./keys";
import { HOW_TO_PRESENT, presentedKey } from "./presented-key";
import { TOOL_RULES, type Rule } from "./scopes";

/** The caller of a keyed call, as the guard resolved it. */
export interface Principal {
  organizationId: string;
  organizationName: string;
  apiKeyId: string;
  scopes: Scope[];
}

type Handler = (args: any, ctx: RequestContext<any>) => Promise<unknown>;

/** last_used_at is written at most this often per key (a write per call would serialize reads). */
const LAST_USED_RESOLUTION_MS = 60_000;

const principals = new WeakMap<object, Principal>();

/** The caller of this call (set by the guard before the handler runs). */
export function principal(ctx: object): Principal {
  const who = principals.get(ctx);
  if (!who) throw new Error("comms: principal() called in a tool the guard did not check");
  return who;
}

/**
 * Replaces every handler of `tools` in place (index.ts keeps its literal tools object, which
 * `mcpforge status` and `scaffold` read) with one that first applies its rule from TOOL_RULES:
 * resolve the key (unauthorized), then the named
 * organization must be the key's own (otherwise not_found, exactly as for an organization that
 * does not exist: no hint that another tenant exists), then the scope (forbidden).
 */
export function guardTools(tools: Record<string, Handler>, deps: CommsDeps): void {
  for (const [name, handler] of Object.entries(tools)) {
    const rule = (TOOL_RULES as Record<string, Rule>)[name];
    if (rule === undefined) throw new Error(`comms: no scope rule for ${name} (support/scopes.ts)`);
    tools[name] =
      rule === "anonymous"
        ? handler
        : async (args, ctx) => {
            const who = await authenticate(ctx, deps);
            if (rule !== "key") authorize(ctx, who, rule, args);
            principals.set(ctx, who);
            return handler(args, ctx);
          };
  }
}

function authorize(
  ctx: RequestContext<any>,
  who: Principal,
  rule: Exclude<Rule, "anonymous" | "key">,
  args: Record<string, unknown>,
): void {
  if (args.organization_id !== who.organizationId)
    throw ctx.error(
      "not_found",
      `No organization ${JSON.stringify(args.organization_id)} for this API key (organization_id). commsvc_context tells the key's organization.`,
    );
  const need = typeof rule === "function" ? rule(args) : rule;
  if (!who.scopes.includes(need))
    throw ctx.error(
      "forbidden",
      `This API key lacks the ${need} scope ${ctx.tool} needs; it holds ${who.scopes.join(", ") || "no scopes"}. Create a key with ${need} (commsvc_api_key_create).`,
      { required_scope: need },
    );
}

async function authenticate(ctx: RequestContext<any>, deps: CommsDeps): Promise<Principal> {
  const key = presentedKey(ctx);
  if (key === null) throw ctx.error("unauthorized", `No API key. ${HOW_TO_PRESENT}`);
  if (key === "") throw ctx.error("unauthorized", `The Authorization header is not 'Bearer <key>'. ${HOW_TO_PRESENT}`);
  const who = await principalForKey(deps, key);
  if (!who) throw ctx.error("unauthorized", `The API key is unknown or revoked. ${HOW_TO_PRESENT}`);
  return who;
}

/** The organization and scopes of an active key (by its SHA-256), or undefined; notes last use. */
export async function principalForKey(deps: CommsDeps, key: string): Promise<Principal | undefined> {
  const row = await deps.db
    .selectFrom("comms_api_keys as k")
    .innerJoin("comms_organizations as o", "o.id", "k.organization_id")
    .select(["k.id", "k.organization_id", "k.scopes", "k.revoked_at", "k.last_used_at", "o.name"])
    .where("k.key_hash", "=", hashKey(key))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null) return undefined;
  const now = deps.clock.now().getTime();
  if (row.last_used_at === null || now - Number(row.last_used_at) >= LAST_USED_RESOLUTION_MS)
    await deps.db.updateTable("comms_api_keys").set({ last_used_at: now }).where("id", "=", row.id).execute();
  return {
    organizationId: row.organization_id,
    organizationName: row.name,
    apiKeyId: row.id,
    scopes: JSON.parse(row.scopes) as Scope[],
  };
}
