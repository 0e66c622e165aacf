import type { App } from "@modelcontextprotocol/ext-apps";
import { callTool, mountView, type Result } from "../../../generated/comms/views/commsvc_campaign_report";
import { h, num, show, showError, svg } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./commsvc_campaign_report.css";

/**
 * commsvc_campaign_report over time (docs/apps.md): the report's `timeline` as a chart of the five
 * counts accumulated bucket by bucket, and the same numbers per bucket in a table whose total row
 * is the report's counts. "Refresh" calls commsvc_campaign_report again through the host.
 */
const METRICS = ["sent", "delivered", "bounced", "complained", "unsubscribed"] as const;
type Metric = (typeof METRICS)[number];
let input: Record<string, unknown> = {};

const app = mountView((r, a) => render(r, a), showError);
app.ontoolinput = (p) => void (input = p.arguments ?? {});

function render(r: Result, a: App): void {
  const status = h("p", { role: "status", class: "refresh-status" });
  const refresh = async () => {
    status.textContent = "Refreshing…";
    const got = await callTool(a, "commsvc_campaign_report", { ...(input as { organization_id: string }), campaign_id: r.campaign_id });
    if (!got.ok) return void (status.textContent = `Not refreshed: ${got.error.message}`);
    render(got.result, a);
  };
  const t = r.timeline;
  show(
    h("h1", {}, `Campaign ${r.campaign_id}: ${r.status}`),
    h("p", { class: "muted" }, `${num(r.recipients)} recipients; report at ${r.generated_at}${r.reconciled ? "" : " (not yet reconciled with the relay)"}; ${t.buckets.length} bucket${t.buckets.length === 1 ? "" : "s"} of ${width(t.bucket_seconds)}.`),
    t.buckets.length === 0 ? h("p", { class: "muted" }, "Nothing sent yet.") : [chart(t), table(r)],
    h("p", { class: "muted" }, `Delivery rate ${rate(r.delivery_rate)}, bounce rate ${rate(r.bounce_rate)}, complaint rate ${rate(r.complaint_rate)}.`),
    h("p", {}, h("button", { type: "button", onclick: () => void refresh() }, "Refresh")),
    status,
  );
}

/** Running totals per metric, bucket by bucket. */
function cumulative(t: Result["timeline"], m: Metric): number[] {
  let sum = 0;
  return t.buckets.map((b) => (sum += b[m]));
}

function chart(t: Result["timeline"]): HTMLElement {
  const [w, hgt, left, top] = [560, 200, 44, 10];
  const totals = METRICS.map((m) => cumulative(t, m));
  const max = Math.max(1, ...totals.map((c) => c[c.length - 1]!));
  const x = (i: number) => left + (t.buckets.length === 1 ? w / 2 : (i / (t.buckets.length - 1)) * w);
  const y = (v: number) => top + hgt - (v / max) * hgt;
  const root = svg("svg", { class: "chart", width: left + w + 16, height: top + hgt + 28, role: "img", "aria-label": `Cumulative counts over ${t.buckets.length} buckets: ${METRICS.map((m, i) => `${m} ${totals[i]!.at(-1)}`).join(", ")}; the table below holds the same numbers` });
  root.append(svg("line", { x1: left, x2: left + w, y1: y(0), y2: y(0), class: "axis" }), svg("text", { x: left - 6, y: y(max) + 4, "text-anchor": "end", class: "tick" }, num(max)), svg("text", { x: left - 6, y: y(0) + 4, "text-anchor": "end", class: "tick" }, "0"));
  root.append(svg("text", { x: left, y: top + hgt + 22, class: "tick" }, stamp(t.buckets[0]!.start)), svg("text", { x: left + w, y: top + hgt + 22, "text-anchor": "end", class: "tick" }, stamp(t.buckets[t.buckets.length - 1]!.start)));
  METRICS.forEach((m, i) => {
    const pts = totals[i]!.map((v, k) => `${x(k)},${y(v)}`).join(" ");
    root.append(svg("polyline", { points: pts, class: `series ${m}`, "data-metric": m }));
    totals[i]!.forEach((v, k) => root.append(svg("circle", { cx: x(k), cy: y(v), r: 3, class: `series ${m}` })));
  });
  return h("figure", {}, root, h("figcaption", { class: "legend" }, METRICS.map((m) => h("span", { class: `key ${m}` }, m))));
}

function table(r: Result): HTMLElement {
  return h("table", { class: "over-time" },
    h("caption", {}, `Per bucket (${width(r.timeline.bucket_seconds)}), not cumulative`),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "From (UTC)"), METRICS.map((m) => h("th", { scope: "col" }, m)))),
    h("tbody", {}, r.timeline.buckets.map((b) => h("tr", {}, h("th", { scope: "row" }, stamp(b.start)), METRICS.map((m) => h("td", { "data-metric": m }, num(b[m])))))),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, "Total (the report's counts)"), METRICS.map((m) => h("td", { "data-metric": m }, num(r.counts[m]))))),
  );
}

const stamp = (s: string) => s.replace("T", " ").slice(0, 16);
const width = (s: number) => (s % 86_400 === 0 ? `${s / 86_400} d` : s % 3600 === 0 ? `${s / 3600} h` : `${s / 60} min`);
const rate = (r: number | null) => (r === null ? "n/a" : `${num(r * 100, 1)}%`);
