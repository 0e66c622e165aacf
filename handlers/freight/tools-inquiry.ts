import { freightService, type FreightHandlers } from "../../generated/freight/server";
import type { Catalog } from "./catalog";
import type { InquiryDesk } from "./inquiries";
import { inquiryIssues } from "./inquiry-checks";
import { effectiveLang } from "./lang";
import type { FreightIndex } from "./search";
import { secretIssues } from "./secrets";
import type { FreightSettings } from "./settings";
import { ulid } from "./ulid";

type InquiryTools = Pick<FreightHandlers, "create_inquiry" | "health">;

const FIELDS = ["origin", "destination", "cargo_type", "weight", "pieces", "dimensions", "shipping_date", "service", "name", "company", "email", "phone"] as const;

export function inquiryTools({ catalog, desk, settings, index }: { catalog: Catalog; desk: InquiryDesk; settings: FreightSettings; index(): FreightIndex }): InquiryTools {
  return {
    async create_inquiry(args, ctx) {
      const lang = effectiveLang(catalog.portal, args, ctx);
      const fields = Object.fromEntries(FIELDS.map((f) => [f, args[f] ?? ""])) as Record<(typeof FIELDS)[number], string>;
      const issues = [...secretIssues(fields), ...inquiryIssues(index(), catalog, fields)];
      if (issues.length > 0) throw ctx.invalid(issues);
      const testBy = args.test ? "test is true" : fields.name.trimStart().startsWith("TEST") ? "name begins with TEST" : fields.company.trimStart().startsWith("TEST") ? "company begins with TEST" : null;
      if (testBy) throw ctx.error("test_blocked", `Test submission (${testBy}): nothing was delivered and no lead_uid was issued.`, { reason: testBy });
      const now = ctx.clock.now();
      const leadUid = ulid(now);
      // Stored first, in every configuration (the local outbox): delivered at once when a portal
      // is configured, otherwise held until FREIGHT_PORTAL_URL is set (delivered at that start-up).
      await desk.submit(leadUid, lang, fields);
      ctx.log.info({ lead_uid: leadUid }, "freight inquiry accepted");
      const held = settings.portalUrl === null;
      const notes = held
        ? ["Stored in this server's outbox; no portal is configured yet (FREIGHT_PORTAL_URL), so the operator receives it once one is. The lead_uid stays valid."]
        : ["Stored, and being delivered to the operator's portal; the operator follows up using the contact details given."];
      return { channel: "mcp" as const, delivery: held ? ("held" as const) : ("queued" as const), lang, lead_uid: leadUid, notes, submitted_at: now.toISOString() };
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

