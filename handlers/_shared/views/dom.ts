/**
 * The few DOM helpers the views share (bundled into each view; no framework, no network).
 * Text always goes in as text nodes, never as HTML: a result's strings cannot inject markup.
 */
type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | ((e: Event) => void) | undefined>;

/** An element with attributes (`on<event>` functions become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    if (typeof v === "function") el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(typeof c === "number" ? String(c) : c);
  return el;
}

/** An SVG element with attributes and optional text (a text node). */
export function svg(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Replaces the view's content (main#view) and marks it ready. */
export function show(...children: (Child | Child[])[]): void {
  const main = document.getElementById("view")!;
  main.replaceChildren(...children.flat().filter((c): c is Node | string => c !== null && c !== undefined && c !== false && typeof c !== "number"));
  main.removeAttribute("aria-busy");
}

/** What a view shows when the tool refused or failed: the error's code and message, as an alert. */
export function showError(error: { code: string; message: string }): void {
  show(h("div", { role: "alert", class: "error" }, h("strong", {}, `Error ${error.code}: `), error.message));
}

export const usd = (n: number, digits = 0) => n.toLocaleString("en-US", { style: "currency", currency: "USD", maximumFractionDigits: digits, minimumFractionDigits: digits });
export const num = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const pct = (p: number, digits = 1) => `${(p * 100).toFixed(digits)}%`;
