// Cards drawn as frames with their facts (no card images): a card of the
// View (engine CardView) joined with the database's printed facts.
import {el} from "./dom.js";

// facts maps "color number" to the printed facts (GET /api/cards).
export const facts = new Map();

export async function loadFacts() {
  if (facts.size) return;
  const r = await fetch("/api/cards");
  for (const f of await r.json()) facts.set(f.key, f);
}

export function factsOf(c) {
  return facts.get(c.Color + " " + c.Number) || {name: c.Name, name_en: "", kind: c.Kind, keywords: [], text: ""};
}

// cardFrame draws card c; onClick(c) opens its detail. Set cards are drawn
// inside it, head card first.
export function cardFrame(c, {onClick, playable, small} = {}) {
  const f = factsOf(c);
  const cls = ["card", "c-" + c.Color];
  if (c.Rolled) cls.push("rolled");
  if (c.Destroyed) cls.push("destroyed");
  if (playable && playable.has(c.ID)) cls.push("playable");
  if (small) cls.push("small");
  const state = [];
  if (c.Rolled) state.push("rolled");
  if (c.Damage) state.push(`damage ${c.Damage}`);
  if (c.Coins) state.push(`coins ${c.Coins}`);
  if (c.Destroyed) state.push("destroyed");
  if (c.Mode === "transformed") state.push("transformed: " + c.ModeName);
  if (c.Reversed) state.push("VARIABLE G");
  const node = el("div." + cls.join("."), {dataset: {card: c.ID}, title: f.name_en || c.Name, tabindex: 0},
    el("div.top", null, el("span.kind", null, c.Kind), el("span.num", null, c.Number)),
    el("div.nm", null, c.Name),
    f.name_en ? el("div.en", null, f.name_en) : null,
    el("div.cost", null, f.cost || ""),
    c.Power ? el("div.pw", null, c.Power) : (f.power ? el("div.pw", null, f.power) : null),
    f.modifier ? el("div.mod", null, f.modifier) : null,
    f.keywords && f.keywords.length ? el("div.kw", null, f.keywords.join(" ")) : null,
    state.length ? el("div.st", null, state.join(" · ")) : null);
  if (c.Set && c.Set.length) node.append(el("div.set", null, c.Set.map(s => cardFrame(s, {onClick, playable, small: true}))));
  if (onClick) node.addEventListener("click", ev => { ev.stopPropagation(); onClick(c); });
  return node;
}

// cardDetail is the full facts of c: printed text and what its texts do.
export function cardDetail(c) {
  const f = factsOf(c);
  return el("div.detail-card", null,
    el("h3", null, c.Name, f.name_en ? el("small", null, " — " + f.name_en) : null),
    el("p", null, `${c.Color} ${c.Number} · ${f.kind}${f.set_on ? " (" + f.set_on + ")" : ""} · ${f.cost}`),
    f.power ? el("p", null, `combat power ${c.Power || f.power} (printed ${f.power}) · terrain ${f.terrain || "-"}`) : null,
    f.modifier ? el("p", null, `combat modifier ${f.modifier}`) : null,
    f.traits && f.traits.length ? el("p", null, "traits: " + f.traits.join(", ")) : null,
    f.keywords && f.keywords.length ? el("p", null, "keywords: " + f.keywords.join(", ")) : null,
    f.text ? el("p.printed", null, f.text) : null,
    (c.Texts || []).map((t, i) => el("p.text", null, `text ${i + 1}: ` +
      [t.Timing && `(${t.Timing})`, t.Cost && `《${t.Cost}》`, (t.Targets || []).map(x => `target ${x.Count} ${x.Filter}`).join(", "),
        (t.Ops || []).join(", ")].filter(Boolean).join(" "))));
}
