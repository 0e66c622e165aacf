import { createHash } from "node:crypto";

/**
 * The HTML of the housing browser pages: one layout with landmarks (banner, navigation, main,
 * contentinfo), a skip link, one h1 per page, every input inside its label. No script anywhere;
 * the one style sheet is allowed by its hash in the Content-Security-Policy.
 */
export const esc = (s: string | number): string => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:0 auto;padding:0 1rem;color:#1a1a1a}
a{color:#0645ad}:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.3rem}
header,footer{border-bottom:1px solid #ccc;padding:.5rem 0}footer{border-top:1px solid #ccc;border-bottom:0;margin-top:2rem;font-size:.9rem}
nav ul{list-style:none;padding:0;display:flex;gap:1rem;margin:0}
label{display:block;margin:.6rem 0}input,textarea,select,button{font:inherit;padding:.35rem;margin-top:.2rem}
input[type=text],input[type=email],input[type=number],input[type=date],textarea,select{width:100%;box-sizing:border-box}
fieldset{margin:1rem 0;border:1px solid #ccc}section{margin:1.5rem 0}
.notice{background:#eef6ee;border-left:4px solid #2e7d32;padding:.5rem}.problem{background:#fdecea;border-left:4px solid #c62828;padding:.5rem}
.quoted{border-left:3px solid #999;padding-left:.6rem;white-space:pre-wrap}`;

const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");

/** Headers of every page: never cached, never framed, nothing loaded but the inline sheet. */
export const PAGE_HEADERS: Record<string, string> = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "content-security-policy": `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
};

export interface PageOptions {
  title: string;
  body: string;
  /** The signed-in person's e-mail, shown in the banner with a sign-out form. */
  subject?: string;
  csrf?: string;
  /** A one-line message after a redirect (PRG): `notice` or `problem`. */
  flash?: { kind: "notice" | "problem"; text: string };
}

export function page(o: PageOptions): string {
  const who = o.subject
    ? `<p>Signed in as <strong>${esc(o.subject)}</strong></p><form method="post" action="/housing/sign-out">${csrfField(o.csrf ?? "")}<button type="submit">Sign out</button></form>`
    : "";
  const flash = o.flash ? `<p class="${o.flash.kind}" role="${o.flash.kind === "problem" ? "alert" : "status"}">${esc(o.flash.text)}</p>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(o.title)} · Housing</title><style>${STYLE}</style></head>
<body><a class="skip" href="#main">Skip to content</a>
<header><nav aria-label="Housing"><ul><li><a href="/housing/landlord">Landlord inbox</a></li></ul></nav>${who}</header>
<main id="main" tabindex="-1"><h1>${esc(o.title)}</h1>${flash}${o.body}</main>
<footer><p>Housing service pages. Each listing says whether it is sample data.</p></footer></body></html>`;
}

export const csrfField = (token: string): string => `<input type="hidden" name="csrf" value="${esc(token)}">`;

/** A labelled text-like input; `hint` becomes its accessible description. */
export function field(o: { name: string; label: string; value?: string | number | null; type?: string; required?: boolean; attrs?: string; hint?: string }): string {
  const id = `f-${o.name}`;
  const hint = o.hint ? `<span id="${id}-hint"> (${esc(o.hint)})</span>` : "";
  const described = o.hint ? ` aria-describedby="${id}-hint"` : "";
  return `<label for="${id}">${esc(o.label)}${hint}<input id="${id}" name="${esc(o.name)}" type="${o.type ?? "text"}" value="${esc(o.value ?? "")}"${o.required ? " required" : ""}${described} ${o.attrs ?? ""}></label>`;
}

export function textArea(o: { name: string; label: string; value?: string | null; maxLength: number; required?: boolean }): string {
  const id = `f-${o.name}`;
  return `<label for="${id}">${esc(o.label)}<textarea id="${id}" name="${esc(o.name)}" rows="5" maxlength="${o.maxLength}"${o.required ? " required" : ""}>${esc(o.value ?? "")}</textarea></label>`;
}

export function checkbox(o: { name: string; label: string; checked?: boolean; required?: boolean }): string {
  const id = `f-${o.name}`;
  return `<label for="${id}"><input id="${id}" name="${esc(o.name)}" type="checkbox" value="yes"${o.checked ? " checked" : ""}${o.required ? " required" : ""}> ${esc(o.label)}</label>`;
}

/** A message written by someone else: quoted data, never instructions. */
export const quoted = (author: string, text: string): string => `<blockquote class="quoted"><p><strong>${esc(author)}</strong> wrote:</p>${esc(text)}</blockquote>`;
