/**
 * Reading a POSTed form against declared fields: every problem names the field's label, and a
 * form with any problem changes nothing (the page is shown again with the person's input).
 */
export type FieldSpec =
  | { kind: "text"; label: string; min?: number; max: number; required?: boolean }
  | { kind: "int"; label: string; min: number; max: number; required?: boolean }
  | { kind: "number"; label: string; min: number; max: number; required?: boolean }
  | { kind: "date"; label: string; required?: boolean }
  | { kind: "enum"; label: string; values: readonly string[]; required?: boolean };

export type FormValues = Record<string, string | number | undefined>;

export interface FormResult {
  values: FormValues;
  problems: string[];
}

export function readFields(form: Record<string, string>, specs: Record<string, FieldSpec>): FormResult {
  const values: FormValues = {};
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = (form[name] ?? "").trim();
    if (raw === "") {
      if (spec.required) problems.push(`${spec.label}: required.`);
      continue;
    }
    const problem = check(raw, spec);
    if (problem) problems.push(`${spec.label}: ${problem}`);
    else values[name] = spec.kind === "int" || spec.kind === "number" ? Number(raw) : raw;
  }
  return { values, problems };
}

function check(raw: string, spec: FieldSpec): string | undefined {
  switch (spec.kind) {
    case "text":
      if (raw.length < (spec.min ?? 1) || raw.length > spec.max) return `between ${spec.min ?? 1} and ${spec.max} characters.`;
      return undefined;
    case "int":
    case "number": {
      const n = Number(raw);
      const whole = spec.kind === "int";
      if (!/^-?\d+(\.\d+)?$/.test(raw) || (whole && !Number.isInteger(n))) return `a ${whole ? "whole number" : "number"}.`;
      if (n < spec.min || n > spec.max) return `from ${spec.min} to ${spec.max}.`;
      return undefined;
    }
    case "date": {
      const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
      const ok = d && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);
      return ok ? undefined : "a date as YYYY-MM-DD.";
    }
    case "enum":
      return spec.values.includes(raw) ? undefined : `one of ${spec.values.join(", ")}.`;
  }
}
