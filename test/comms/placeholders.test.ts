import { fillPlaceholders, placeholderProblems } from "../../handlers/comms/campaigns/placeholders";
import { describeEachDatabase } from "../storage/databases";
import { useComms } from "./harness";

/** Issue 29, item 7: unknown template placeholders are refused; an empty value takes its fallback. */
describe("template placeholders", () => {
  const values = { first_name: "Ann", email: "ann@dest.org", unsubscribe_url: "https://x.example/u/1" };
  test.each<[string, string, string, { first_name?: string }?]>([
    ["known names", "Hi {{first_name}} <{{ email }}>", "Hi Ann <ann@dest.org>", {}],
    ["a fallback is unused while the value exists", 'Hi {{first_name | "there"}}', "Hi Ann", {}],
    ["an empty value takes the fallback", 'Hi {{first_name | "there"}}', "Hi there", { first_name: " " }],
    ["an empty value without a fallback is empty", "Hi {{first_name}}!", "Hi !", { first_name: "" }],
  ])("%s", (_name, template, want, over = {}) => {
    expect(fillPlaceholders(template, { ...values, ...over }, (v) => v)).toBe(want);
  });
  test("unknown placeholders are named with their field", () => {
    expect(
      placeholderProblems({
        subject: "Hi {{first_name}}",
        text: "Hi {{last_name}} {{ email|x }}",
        html: "<p>{{Email}}</p>",
      }),
    ).toEqual([
      { path: "/text", message: expect.stringContaining("unknown placeholder {{last_name}}") },
      { path: "/text", message: expect.stringContaining("unknown placeholder {{email|x}}") },
      { path: "/html", message: expect.stringContaining("unknown placeholder {{Email}}") },
    ]);
  });
});

describeEachDatabase("comms: template_create refuses unknown placeholders", (kind) => {
  const c = useComms(kind);
  test("{{last_name}} is refused naming /text, and no template is written", async () => {
    const refusal = await c.t.owner.refusal("commsvc_template_create", {
      ...c.org(),
      name: "News",
      subject: "News for {{first_name}}",
      text: "Hi {{first_name}} {{last_name}}",
    });
    expect(refusal.code).toBe("invalid_arguments");
    expect(refusal.message).toMatch(/\/text: unknown placeholder \{\{last_name\}\}/);
    expect((await c.t.owner.tool("commsvc_template_list", c.org())).templates).toEqual([]);
  });
});
