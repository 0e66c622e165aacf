import type { RequestContext } from "mcpforge/runtime";
import { MAX_ID_CHARS } from "./ids";
import type { UsersTable } from "./migrations";
import { DEFAULT_PORTAL, isPortal, portalList } from "./portals";
import type { IdentityStore } from "./store";

/** The header that may carry the userId instead of the argument (document part 5 B). */
export const USER_HEADER = "x-defi-user-id";

type Ctx<E extends string> = Pick<RequestContext<E>, "error" | "invalid" | "headers">;

/** The userId of a call: the argument, else the x-defi-user-id header; both present must agree. */
export function claimedUser(ctx: Pick<RequestContext, "headers" | "invalid">, arg: string | undefined): string | undefined {
  const raw = ctx.headers[USER_HEADER];
  const header = Array.isArray(raw) ? raw[0] : raw;
  if (arg !== undefined && header !== undefined && header !== arg) {
    throw ctx.invalid({ path: "/userId", message: `differs from the ${USER_HEADER} header; send one identity, not two` });
  }
  return arg ?? header;
}

/**
 * The one identity rule of every tool that acts for a user (docs/defi.md "Identity"): the userId
 * argument or the x-defi-user-id header, both present must agree; neither is identity_required,
 * an id of no identity unknown_user.
 */
export async function requireUser<E extends string>(store: IdentityStore, ctx: Ctx<E | "unknown_user" | "identity_required">, arg: string | undefined): Promise<UsersTable> {
  const userId = claimedUser(ctx, arg);
  if (userId === undefined) throw ctx.error("identity_required", `No userId: pass userId from defi_session or send the ${USER_HEADER} header.`);
  const user = userId.length <= MAX_ID_CHARS ? await store.user(userId) : undefined;
  if (!user) throw ctx.error("unknown_user", `userId "${userId.slice(0, MAX_ID_CHARS)}" names no identity: call defi_session first and pass the userId it returns.`);
  return user;
}

/** The portal of a call (default Base where the tool has one), or unknown_portal. */
export function requirePortal<E extends string>(ctx: Pick<RequestContext<E | "unknown_portal">, "error">, portal: string | undefined): string {
  const slug = portal ?? DEFAULT_PORTAL;
  if (!isPortal(slug)) throw ctx.error("unknown_portal", `No portal "${slug.slice(0, 64)}": portals are the chain slugs ${portalList()}.`);
  return slug;
}
