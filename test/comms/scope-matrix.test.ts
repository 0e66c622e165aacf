import { readFileSync } from "node:fs";
import { join } from "node:path";
import { TOOL_RULES } from "../../handlers/comms/support/scopes";
import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";

type Schema = Record<string, any>;
const spec = JSON.parse(readFileSync(join(__dirname, "..", "..", "spec", "comms.json"), "utf8"));
const shared = JSON.parse(readFileSync(join(__dirname, "..", "..", "spec", "defs.json"), "utf8"));
const ALL = ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"];

function deref(s: Schema): Schema {
  if (!s.$ref) return s;
  const [file, pointer] = String(s.$ref).split("#/$defs/");
  return {
    ...deref((file ? shared : spec).$defs[pointer]),
    ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== "$ref")),
  };
}

/** A value the schema accepts, for the tool's required arguments only (the guard runs after validation). */
function sample(raw: Schema): unknown {
  const s = deref(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "integer" || type === "number") return s.minimum ?? 1;
  if (type === "array") return [sample(s.items ?? { type: "string" })];
  if (type === "object") return s.minProperties ? { email: sample(s.additionalProperties ?? { type: "string" }) } : {};
  if (s.format === "email") return "someone@example.org";
  if (s.format === "date-time") return "2026-03-02T09:00:00Z";
  if (s.format === "hostname") return "example.org";
  if (s.format === "uri") return "https://example.org";
  if (s.pattern === "^delete .+$") return "delete someone";
  if (s.pattern === "^[A-Z]{3}$") return "EUR";
  return "x".repeat(Math.max(8, s.minLength ?? 1));
}

function requiredArgs(tool: string): Record<string, unknown> {
  const schema = spec.tools[tool].inputSchema;
  return Object.fromEntries((schema.required ?? []).map((p: string) => [p, sample(schema.properties[p])]));
}

const keyed = Object.entries(TOOL_RULES).filter(([, rule]) => rule !== "anonymous" && rule !== "key");

describeEachDatabase("comms: the scope matrix and organization isolation over every tool", (kind) => {
  const c = useComms(kind);

  test("the matrix names every tool of the manifest, and only those", () => {
    expect(Object.keys(TOOL_RULES).sort()).toEqual(Object.keys(spec.tools).sort());
  });

  test("each tool is refused without its scope (forbidden, required_scope) and passes the guard with it", async () => {
    const checked: string[] = [];
    for (const [tool, rule] of keyed) {
      const variants = typeof rule === "function" ? [{}, { status: "paused" }] : [{}];
      for (const extra of variants) {
        const args = { ...requiredArgs(tool), ...extra, organization_id: c.t.id };
        const need = typeof rule === "function" ? rule(args) : rule;
        const without = await c.t.withScopes(ALL.filter((s) => s !== need));
        const refused = await without.refusal(tool, args);
        expect([tool, refused.code, refused.required_scope]).toEqual([tool, "forbidden", need]);
        const only = await c.t.withScopes([need]);
        const r = await only.client.callTool({ name: tool, arguments: args });
        const code = r.isError ? (r._meta?.["dev.mcpforge/error"] as { code: string }).code : "ok";
        expect([tool, ["forbidden", "unauthorized", "invalid_arguments"].includes(code)]).toEqual([tool, false]);
        checked.push(tool);
      }
    }
    expect(new Set(checked).size).toBe(keyed.length);
  });

  test("a key of organization A naming organization B gets not_found from every tool that takes organization_id", async () => {
    const b = await c.h.tenant("B");
    for (const [tool] of keyed) {
      const r = await c.t.owner.refusal(tool, { ...requiredArgs(tool), organization_id: b.id });
      expect([tool, r.code]).toEqual([tool, "not_found"]);
      expect(r.message).not.toContain("B");
    }
    expect((await b.owner.tool("commsvc_audit", { organization_id: b.id })).events.map((e: any) => e.action)).toEqual([
      "organization.create",
    ]);
  });
});
