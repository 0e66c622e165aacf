import { freightService, type FreightHandlers } from "../../generated/freight/server";
import type { Catalog } from "./catalog";
import type { InquiryDesk } from "./inquiries";
import { effectiveLang } from "./lang";
import { secretIssues } from "./secrets";
import type { FreightSettings } from "./settings";
import { ulid } from "./ulid";

type InquiryTools = Pick<FreightHandlers, "create_inquiry" | "health">;

const FIELDS = ["origin", "destination", "cargo_type", "weight", "pieces", "dimensions", "shipping_date", "service", "name", "company", "email", "phone"] as const;

export function inquiryTools({ catalog, desk, settings }: { catalog: Catalog; desk: InquiryDesk; settings: FreightSettings }): InquiryTools {
  return {
    async create_inquiry(args, ctx) {
      const lang = effectiveLang(catalog.portal, args, ctx);
      const fields = Object.fromEntries(FIELDS.map((f) => [f, args[f] ?? ""])) as Record<(typeof FIELDS)[number], string>;
      const issues = secretIssues(fields);
      if (issues.length > 0) throw ctx.invalid(issues);
      const testBy = args.test ? "test is true" : fields.name.trimStart().startsWith("TEST") ? "name begins with TEST" : fields.company.trimStart().startsWith("TEST") ? "company begins with TEST" : null;
      if (testBy) throw ctx.error("test_blocked", `Test submission (${testBy}): nothing was delivered and no lead_uid was issued.`, { reason: testBy });
      if (!settings.portalUrl) throw ctx.error("upstream_unavailable", "The portal is not configured on this server (FREIGHT_PORTAL_URL is unset): no lead was created.");
      const now = ctx.clock.now();
      const leadUid = ulid(now);
      await desk.submit(leadUid, lang, fields);
      ctx.log.info({ lead_uid: leadUid }, "freight inquiry accepted");
      return { channel: "mcp" as const, lang, lead_uid: leadUid, submitted_at: now.toISOString() };
    },
    async health(_args, ctx) {
      // Authenticated by the runtime (manifest `auth`, scope freight:health): an OAuth token or
      // FREIGHT_HEALTH_TOKEN (healthTokenGrant) over HTTP; over stdio the call is sign_in_required.
      const c = catalog.content;
      return {
        checked_at: ctx.clock.now().toISOString(),
        status: c.problems.length === 0 ? ("ok" as const) : ("degraded" as const),
        validated_counts: { airports: c.airports.size, carriers: c.carriers.size, languages: c.portal.languages.length, routes: catalog.laneIds().length },
        version: freightService.version,
      };
    },
  };
}

