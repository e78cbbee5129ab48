// Sortie's browser client: the start page (new tables), the join page and
// the table (table.js). Routes: "/" start; "/t/ID#k=TOKEN" a seat;
// "/t/ID#join=INVITE" the invited player's deck choice; "/t/ID" watch.
import {el, $, api, setStatus} from "./dom.js";
import {Table} from "./table.js";

const main = $("#main");

// deckPicker is a deck choice: an embedded deck or a pasted list.
function deckPicker(name, decks, preset) {
  const sel = el("select", {name, id: name}, decks.map(d => el("option", {value: d, selected: d === preset}, d)),
    el("option", {value: ""}, "paste a deck list…"));
  const list = el("textarea.decklist", {id: name + "-list", rows: 8, hidden: true,
    placeholder: "one line per entry: COUNT COLOR NUMBER [name]\n3 green U-200 シャア専用ゲルググ"});
  sel.addEventListener("change", () => { list.hidden = sel.value !== ""; });
  return {node: el("div.deckpick", null, sel, list), value: () => sel.value ? {deck: sel.value} : {list: list.value}};
}

function problems(box, err) {
  box.replaceChildren(el("p.error", null, err.message), el("ul", null, err.problems.map(p => el("li", null, p))));
}

async function startPage() {
  setStatus("");
  const {decks, agents} = await api("/api/decks");
  const mine = deckPicker("deck", decks, decks.includes("green") ? "green" : decks[0]);
  const opp = el("select", {id: "opponent"}, decks.map(d => el("option", {value: d, selected: d === "blue"}, d)));
  const ai = el("select", {id: "ai"}, agents.map(a => el("option", {value: a}, a)));
  const errs = el("div#errors");
  const create = async mode => {
    try {
      const r = await api("/api/tables", {mode, ...mine.value(), ai: ai.value, opponent: opp.value});
      sessionStorage.setItem("sortie:" + r.table, r.token);
      location.assign(`/t/${r.table}#k=${r.token}`);
    } catch (e) { problems(errs, e); }
  };
  main.replaceChildren(el("section.start", null,
    el("h1", null, "Sortie — Gundam War"),
    el("p", null, "A rules-enforcing table: the engine checks every move; you see only what your View holds."),
    el("label", null, "Your deck ", mine.node),
    el("fieldset", null, el("legend", null, "Against the AI"),
      el("label", null, "AI ", ai), el("label", null, " with the deck ", opp),
      el("button#play-ai", {onclick: () => create("ai")}, "Play against the AI")),
    el("fieldset", null, el("legend", null, "Against a person"),
      el("p", null, "Open a table and send the link it shows to a friend; anyone with the table's plain address may watch."),
      el("button#open-table", {onclick: () => create("friend")}, "Open a table")),
    errs));
}

async function joinPage(id, invite) {
  setStatus("");
  const {decks} = await api("/api/decks");
  const mine = deckPicker("deck", decks, decks.includes("blue") ? "blue" : decks[0]);
  const errs = el("div#errors");
  const join = async () => {
    try {
      const r = await api(`/api/tables/${id}/join`, {invite, ...mine.value()});
      sessionStorage.setItem("sortie:" + id, r.token);
      location.replace(`/t/${id}#k=${r.token}`);
      route();
    } catch (e) { problems(errs, e); }
  };
  main.replaceChildren(el("section.start", null, el("h1", null, "You are invited to a game of Gundam War"),
    el("label", null, "Your deck ", mine.node), el("button#join", {onclick: join}, "Sit down and play"), errs));
}

let current = null;

function route() {
  const m = location.pathname.match(/^\/t\/([0-9a-f]+)$/);
  const hash = new URLSearchParams(location.hash.slice(1));
  if (current) { current.close(); current = null; }
  if (!m) return startPage();
  if (hash.get("join")) return joinPage(m[1], hash.get("join"));
  current = new Table(main, m[1], hash.get("k") || sessionStorage.getItem("sortie:" + m[1]) || "");
}

window.addEventListener("hashchange", route);
route();
