import { TOOL_RULES } from "../../handlers/comms/support/scopes";
import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";
import { COMMS_TOOLS, requiredArgs } from "./tool-schemas";

const ALL = ["crm:read", "crm:write", "messages:send", "organization:admin", "organization:read"];

const keyed = Object.entries(TOOL_RULES).filter(([, rule]) => rule !== "anonymous" && rule !== "key");

describeEachDatabase("comms: the scope matrix and organization isolation over every tool", (kind) => {
  const c = useComms(kind);

  test("the matrix names every tool of the manifest, and only those", () => {
    expect(Object.keys(TOOL_RULES).sort()).toEqual([...COMMS_TOOLS.keys()].sort());
  });

  test("each tool is refused without its scope (forbidden, required_scope) and passes the guard with it", async () => {
    const checked: string[] = [];
    // One key (and client) per scope set: ten sets cover the ~140 checks, each of which made two keys.
    const callers = new Map<string, ReturnType<typeof c.t.withScopes>>();
    const withScopes = (scopes: string[]) => {
      const id = scopes.join(" ");
      if (!callers.has(id)) callers.set(id, c.t.withScopes(scopes));
      return callers.get(id)!;
    };
    for (const [tool, rule] of keyed) {
      const variants = typeof rule === "function" ? [{}, { status: "paused" }] : [{}];
      for (const extra of variants) {
        const args = { ...requiredArgs(tool), ...extra, organization_id: c.t.id };
        const need = typeof rule === "function" ? rule(args) : rule;
        const without = await withScopes(ALL.filter((s) => s !== need));
        const refused = await without.refusal(tool, args);
        expect([tool, refused.code, refused.required_scope]).toEqual([tool, "forbidden", need]);
        const only = await withScopes([need]);
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
