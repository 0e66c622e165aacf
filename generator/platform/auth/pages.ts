/** The small server-rendered pages of the sign-in: no script, no external resource. */
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "x-frame-options": "DENY",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}input,button{font:inherit;padding:.4rem;margin:.3rem 0}li{margin:.2rem 0}</style></head>
<body><h1>${esc(title)}</h1>${body}</body></html>`;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;

export function emailPage(request: string, clientName: string, note = ""): string {
  return page("Sign in", `<p><strong>${esc(clientName)}</strong> asks you to sign in. We will e-mail you a one-time code.</p>${note ? `<p role="alert">${esc(note)}</p>` : ""}
<form method="post" action="/oauth/authorize">${hidden("request", request)}${hidden("step", "email")}
<label>E-mail address<br><input type="email" name="email" required autocomplete="email" maxlength="254"></label><br><button type="submit">Send the code</button></form>`);
}

export function codePage(request: string, email: string, note = ""): string {
  return page("Enter your code", `<p>We sent a code to <strong>${esc(email)}</strong>.</p>${note ? `<p role="alert">${esc(note)}</p>` : ""}
<form method="post" action="/oauth/authorize">${hidden("request", request)}${hidden("step", "code")}
<label>Code<br><input name="code" required inputmode="numeric" autocomplete="one-time-code" maxlength="12"></label><br><button type="submit">Continue</button></form>`);
}

export function consentPage(p: { request: string; consent: string; subject: string; clientName: string; clientId: string; redirectHost: string; scopes: string[]; resource: string }): string {
  const scopes = p.scopes.map((s) => `<li><code>${esc(s)}</code></li>`).join("");
  return page("Allow access?", `<p>Signed in as <strong>${esc(p.subject)}</strong>.</p>
<p><strong>${esc(p.clientName)}</strong> (client <code>${esc(p.clientId)}</code>, returning to <code>${esc(p.redirectHost)}</code>) asks to act for you at <code>${esc(p.resource)}</code> with these scopes:</p><ul>${scopes}</ul>
<form method="post" action="/oauth/authorize">${hidden("request", p.request)}${hidden("step", "consent")}${hidden("consent", p.consent)}
<button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny">Deny</button></form>`);
}

export function errorPage(message: string): string {
  return page("Sign-in failed", `<p role="alert">${esc(message)}</p><p>Go back to the application and start again.</p>`);
}
