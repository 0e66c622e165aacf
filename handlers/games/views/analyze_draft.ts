import { mountView, type Result } from "../../../generated/games/views/analyze_draft";
import { h, num, show, showError } from "../../_shared/views/dom";
import "../../_shared/views/base.css";
import "./analyze_draft.css";

/**
 * analyze_draft as both teams side by side, the win probability as the result states it (with the
 * model's holdout evidence, or why there is no probability), and the top counter-picks.
 */
mountView(render, showError);

const STATUS: Record<Result["prediction_status"], string> = {
  calibrated: "From the model, scored on a holdout it never saw",
  not_evaluated: "From the model, not yet scored on a holdout",
  insufficient_data: "Too few matches: the prior 50%, not a prediction",
  needs_full_rosters: "No probability: the draft is not a complete roster",
};

function render(r: Result): void {
  show(
    h("h1", {}, `Draft analysis (${r.game})`),
    h("section", { class: "teams", "aria-label": "Teams" }, team(`My team (${r.my_side})`, r.my_heroes, r.my_win_rate_pct, "mine"), team("Enemy team", r.enemy_heroes, r.enemy_win_rate_pct, "enemy")),
    probability(r),
    counters(r),
    r.unrecognised.length ? h("p", { class: "error", role: "alert" }, `Not recognised: ${r.unrecognised.join(", ")}`) : null,
    h("p", { class: "muted" }, r.citation, " ", r.source_url),
  );
}

function team(title: string, heroes: string[], pct: number | null, cls: string): HTMLElement {
  return h("div", { class: `team ${cls}` },
    h("h2", {}, title),
    h("ul", { class: "heroes" }, heroes.map((x) => h("li", {}, x))),
    h("p", { class: "pct" }, pct === null ? "no probability" : `${num(pct, 1)}% to win`),
  );
}

function probability(r: Result): HTMLElement {
  const e = r.model.evaluation;
  const mine = r.my_win_rate_pct;
  return h("section", { class: "probability", "aria-label": "Win probability" },
    h("h2", {}, "Win probability"),
    mine === null ? null : h("div", { class: "split", role: "img", "aria-label": `My team ${num(mine, 1)}%, enemy ${num(100 - mine, 1)}%` }, h("span", { class: "mine", style: `width:${mine}%` }), h("span", { class: "enemy", style: `width:${100 - mine}%` })),
    h("p", { "data-status": r.prediction_status }, STATUS[r.prediction_status]),
    e
      ? h("p", { class: "muted evidence" }, `Holdout: ${e.holdout_n} matches, accuracy ${num(e.acc * 100, 1)}%, calibration error (ECE) ${num(e.ece * 100, 1)} points; trained on ${e.train_n}. The result states no interval for this probability.`)
      : h("p", { class: "muted evidence" }, `Model trained on ${r.model.training_matches} matches (needs ${r.model.minimum_matches}); no holdout evaluation, so no interval can be stated.`),
  );
}

function counters(r: Result): HTMLElement {
  const top = r.recommendations.slice(0, 5);
  return h("section", { "aria-label": "Top counters" },
    h("h2", {}, "Top counter-picks"),
    top.length === 0 ? h("p", { class: "muted" }, "No recommendation.") : h("ol", { class: "counters" }, top.map((c) => h("li", {}, h("strong", {}, c.hero), ` (${c.shortName}): `, c.win_rate_pct === null ? c.metric_label : `${num(c.win_rate_pct, 1)}% ${c.metric_label}`))),
  );
}
