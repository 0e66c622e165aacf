import type { App } from "@modelcontextprotocol/ext-apps";
import { callTool, mountView, type Result } from "../../../generated/comms/views/commsvc_campaign_report";
import { h, num, show, showError } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./commsvc_campaign_report.css";

/**
 * commsvc_campaign_report over time (docs/apps.md): the report is a snapshot (counts at
 * generated_at), so the view keeps every snapshot it has seen, the first from the host and each
 * "Refresh" a new commsvc_campaign_report call through the host, and shows sent, delivered,
 * bounced, complained and unsubscribed across them. Nothing is interpolated between snapshots.
 */
const METRICS = ["sent", "delivered", "bounced", "complained", "unsubscribed"] as const;
const snapshots: Result[] = [];
let input: Record<string, unknown> = {};

const app = mountView((r, a) => {
  snapshots.push(r);
  render(a);
}, showError);
app.ontoolinput = (p) => void (input = p.arguments ?? {});

function render(a: App): void {
  const last = snapshots[snapshots.length - 1]!;
  const max = Math.max(1, ...snapshots.flatMap((s) => METRICS.map((m) => s.counts[m])));
  const status = h("p", { role: "status", class: "refresh-status" });
  const refresh = async () => {
    status.textContent = "Refreshing…";
    const got = await callTool(a, "commsvc_campaign_report", { ...(input as { organization_id: string }), campaign_id: last.campaign_id });
    if (!got.ok) return void (status.textContent = `Not refreshed: ${got.error.message}`);
    snapshots.push(got.result);
    render(a);
  };
  show(
    h("h1", {}, `Campaign ${last.campaign_id}: ${last.status}`),
    h("p", { class: "muted" }, `${num(last.recipients)} recipients; ${snapshots.length} snapshot${snapshots.length === 1 ? "" : "s"}, the latest at ${last.generated_at}${last.reconciled ? "" : " (not yet reconciled with the relay)"}.`),
    h("table", { class: "over-time" },
      h("caption", {}, "Counts at each snapshot"),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Count"), snapshots.map((s) => h("th", { scope: "col" }, s.generated_at.replace("T", " ").slice(0, 19))))),
      h("tbody", {}, METRICS.map((m) => h("tr", { "data-metric": m }, h("th", { scope: "row" }, m), snapshots.map((s) => h("td", {}, h("span", { class: `bar ${m}`, style: `width:${(s.counts[m] / max) * 75}%` }), h("span", { class: "n" }, num(s.counts[m]))))))),
    ),
    h("p", { class: "muted" }, `Delivery rate ${rate(last.delivery_rate)}, bounce rate ${rate(last.bounce_rate)}, complaint rate ${rate(last.complaint_rate)}.`),
    h("p", {}, h("button", { type: "button", onclick: () => void refresh() }, "Refresh")),
    status,
  );
}

const rate = (r: number | null) => (r === null ? "n/a" : `${num(r * 100, 1)}%`);
