import type { Issue } from "mcpforge/runtime";

/**
 * Payment data and secrets an inquiry must never carry (document: "no secrets or payment data are
 * to be sent"): card numbers (13–19 digits, Luhn-valid, spaces or dashes allowed), IBANs (country,
 * check digits, mod-97 valid) and passwords/PINs written as "password: …". Found anywhere in any
 * free-text field, the call is refused naming the field; nothing is stored or sent.
 */
export function secretIssues(fields: Record<string, string>): Issue[] {
  const issues: Issue[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const kind = findSecret(value);
    if (kind) issues.push({ path: `/${name}`, message: `looks like ${kind}; inquiries must not carry payment data or secrets — remove it` });
  }
  return issues;
}

export function findSecret(text: string): string | undefined {
  for (const m of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) if (luhn(m[0].replace(/\D/g, ""))) return "a payment card number";
  for (const m of text.toUpperCase().matchAll(/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g)) if (ibanValid(m[0].replace(/ /g, ""))) return "an IBAN";
  if (/\b(pass(word|wort|wd|code)?|mot de passe|contrase(ñ|n)a|kennwort|pwd|pin)\b\s*[:=]\s*\S+/iu.test(text)) return "a password or PIN";
  return undefined;
}

function luhn(digits: string): boolean {
  if (digits.length < 13 || digits.length > 19 || /^(\d)\1+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function ibanValid(iban: string): boolean {
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const v = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of v) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}
