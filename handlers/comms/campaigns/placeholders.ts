/**
 * Template placeholders (docs/comms.md, "Sending domains and templates"): `{{first_name}}`,
 * `{{email}}`, `{{unsubscribe_url}}`, each optionally with a fallback used when the contact's
 * value is empty: `{{first_name | "there"}}`. Anything else between `{{` and `}}` is refused when
 * the template version is created (and again when it is published), so nothing is ever sent
 * with a placeholder left in it ("Hi Ann {{last_name}}").
 */
export const PLACEHOLDERS = ["first_name", "email", "unsubscribe_url"] as const;
type Name = (typeof PLACEHOLDERS)[number];

const ANY = /\{\{([^{}]*)\}\}/g;
const ONE = /^\s*(first_name|email|unsubscribe_url)\s*(?:\|\s*"([^"{}]*)"\s*)?$/;

export interface PlaceholderProblem {
  path: string;
  message: string;
}

/** Every placeholder of subject, text and html that is not one of PLACEHOLDERS, by field. */
export function placeholderProblems(fields: {
  subject: string;
  text: string;
  html?: string | null;
}): PlaceholderProblem[] {
  const problems: PlaceholderProblem[] = [];
  for (const [field, value] of Object.entries(fields)) {
    if (typeof value !== "string") continue;
    for (const m of value.matchAll(ANY))
      if (!ONE.test(m[1]))
        problems.push({
          path: `/${field}`,
          message: `unknown placeholder {{${m[1].trim()}}}: use ${PLACEHOLDERS.map((p) => `{{${p}}}`).join(", ")}, optionally with a fallback such as {{first_name | "there"}}`,
        });
  }
  return problems;
}

/** The template with its placeholders filled; an empty value takes the placeholder's fallback. */
export function fillPlaceholders(
  template: string,
  values: Record<Name, string>,
  escape: (s: string) => string,
): string {
  return template.replace(ANY, (whole, inner: string) => {
    const m = ONE.exec(inner);
    if (!m) return whole; // refused at create and publish; never reached for a published version
    const value = values[m[1] as Name].trim() === "" ? (m[2] ?? "") : values[m[1] as Name];
    return escape(value);
  });
}

/** The placeholders written somewhere without a fallback: a recipient without that value is left out at launch. */
export function requiredWithoutFallback(fields: { subject: string; text: string; html?: string | null }): Name[] {
  const names = new Set<Name>();
  for (const value of Object.values(fields)) {
    if (typeof value !== "string") continue;
    for (const m of value.matchAll(ANY)) {
      const one = ONE.exec(m[1]);
      if (one && one[2] === undefined) names.add(one[1] as Name);
    }
  }
  return [...names];
}
