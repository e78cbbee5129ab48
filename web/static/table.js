// The table: one WebSocket to the server, the View drawn as a table, the
// legal actions as buttons and clickable cards.
import {el, $, setStatus} from "./dom.js";
import {cardFrame, cardDetail, loadFacts} from "./cards.js";

export class Table {
  constructor(main, id, token) {
    Object.assign(this, {main, id, token, hello: null, state: null, log: [], closed: false, retry: 500, pending: false});
    this.build();
    loadFacts().then(() => this.connect());
  }

  build() {
    this.dom = {
      opp: el("div#opp.side.opp"), areas: el("div#areas"), cut: el("div#cut"), me: el("div#me.side.me"),
      hand: el("div#hand.zone.hand"), decision: el("div#decision"), actions: el("div#actions"),
      notice: el("div#notice"), detail: el("div#detail"), result: el("div#result"), invite: el("div#invite"),
      log: el("ol#log"),
    };
    const d = this.dom;
    this.main.replaceChildren(el("section.table", null,
      el("div.board", null, d.opp, d.areas, d.cut, d.me, el("h2.label", null, "Hand"), d.hand),
      el("aside.panel", null, d.invite, d.result, d.decision, d.actions, d.detail, d.notice,
        el("h2.label", null, "Log"), d.log)));
  }

  connect() {
    if (this.closed) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const ws = new WebSocket(`${proto}//${location.host}/ws/${this.id}`);
    this.ws = ws;
    setStatus("connecting…", "wait");
    ws.onopen = () => {
      this.retry = 500;
      ws.send(JSON.stringify({t: "hello", token: this.token}));
      this.keepalive = setInterval(() => ws.readyState === 1 && ws.send('{"t":"ping"}'), 60000);
    };
    ws.onmessage = ev => this.receive(JSON.parse(ev.data));
    ws.onclose = () => {
      clearInterval(this.keepalive);
      if (this.closed) return;
      setStatus("disconnected: reconnecting…", "bad");
      setTimeout(() => this.connect(), this.retry);
      this.retry = Math.min(this.retry * 2, 5000);
    };
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }

  send(m) {
    if (this.ws && this.ws.readyState === 1) this.ws.send(JSON.stringify(m));
  }

  receive(m) {
    switch (m.t) {
      case "hello":
        this.hello = m;
        this.seat = m.seat;
        setStatus(m.seat < 0 ? "watching" : `connected as P${m.seat + 1}`, "ok");
        this.showInvite();
        break;
      case "state":
        if (m.full) this.log = [];
        this.log.push(...(m.log || []));
        this.state = m;
        this.pending = false;
        this.schedule();
        break;
      case "error":
      case "refused":
        this.pending = false;
        this.notice(m);
        this.schedule();
        break;
    }
  }

  notice(m) {
    const text = m.t === "refused" ? `The rules refuse: ${m.msg}${m.rule ? " — " + m.rule : ""}` : `Error: ${m.msg}`;
    this.dom.notice.replaceChildren(el("p.notice." + m.t, null, text));
  }

  // schedule draws the latest state once per animation frame.
  schedule() {
    if (this.drawing) return;
    this.drawing = true;
    requestAnimationFrame(() => { this.drawing = false; this.draw(); });
  }

  who(p) {
    if (p === this.seat) return "You";
    return this.seat < 0 ? `P${p + 1}` : `Opponent (P${p + 1})`;
  }

  // whom is who(p) inside a sentence.
  whom(p) {
    const w = this.who(p);
    return w.startsWith("P") ? w : w[0].toLowerCase() + w.slice(1);
  }

  showInvite() {
    const h = this.hello, d = this.dom;
    d.invite.replaceChildren();
    if (h.invite) {
      const link = `${location.origin}/t/${h.table}#join=${h.invite}`;
      d.invite.append(el("p", null, "Send this link to the person you want to play:"),
        el("input#invite-link", {value: link, readonly: true, onclick: e => e.target.select()}),
        el("p", null, "Spectators: ", el("a#watch-link", {href: `/t/${h.table}`, target: "_blank"}, `${location.origin}/t/${h.table}`)));
    }
    if (h.waiting) d.decision.replaceChildren(el("p", null, "Waiting for the second player…"));
  }

  draw() {
    const s = this.state;
    if (!s) return;
    const o = s.view, me = this.seat < 0 ? 0 : this.seat, opp = 1 - me;
    this.actions = s.actions || [];
    this.byCard = new Map();
    for (const a of this.actions) {
      for (const c of [a.card, a.kind === "change" ? a.n : -1]) {
        if (c >= 0) this.byCard.set(c, [...(this.byCard.get(c) || []), a]);
      }
    }
    this.playable = new Set(this.byCard.keys());
    const click = c => this.detail(c);
    const deciderTxt = o.Over ? "game over" : `waiting for ${this.whom(o.Decider)}`;
    $("#phase").textContent = `Turn ${o.Turn} · ${this.who(o.Attacker)} attack${o.Attacker === this.seat ? "" : "s"} · ${o.Phase} · ${deciderTxt}`;
    this.drawSide(this.dom.opp, o.Players[opp], opp, click);
    this.drawSide(this.dom.me, o.Players[me], me, click);
    this.drawAreas(o, me, opp, click);
    this.dom.cut.replaceChildren(...(o.Cut || []).map((c, i) => el("div.cutitem", null,
      el("span", null, `${i + 1}. ${this.who(c.Player)}: ${c.What}`), cardFrame(c.Card, {onClick: click, small: true}))));
    this.dom.cut.hidden = !(o.Cut || []).length;
    this.dom.hand.replaceChildren(...(o.Players[me].Hand || []).map(c => cardFrame(c, {onClick: click, playable: this.playable})));
    if (this.seat < 0) this.dom.hand.replaceChildren(el("p.muted", null, "Spectators see no hand."));
    this.drawActions(o);
    this.drawResult(s);
    this.drawLog();
    if (this.selected !== undefined) this.detail(o.Players && this.find(o, this.selected) || null, true);
  }

  find(o, id) {
    const walk = cs => { for (const c of cs || []) { if (c.ID === id) return c; const x = walk(c.Set); if (x) return x; } return null; };
    for (const p of o.Players) for (const z of [p.Hand, p.Disposition, p.Junkyard, p.Hangar, p.Removed]) { const x = walk(z); if (x) return x; }
    for (const a of o.Areas) for (const sq of a.Squads) { const x = walk(sq); if (x) return x; }
    for (const c of o.Cut || []) if (c.Card.ID === id) return c.Card;
    return null;
  }

  drawSide(node, pv, p, click) {
    const colors = this.hello.colors;
    const power = pv.Power.ByColor.map((n, i) => n ? `${colors[i]} ${n}` : "").filter(Boolean).join(", ");
    const pile = (name, cs) => el("details.pile", null, el("summary", null, `${name} ${(cs || []).length}`),
      el("div.zone", null, (cs || []).map(c => cardFrame(c, {onClick: click, small: true}))));
    node.replaceChildren(
      el("div.counts", null, el("strong", null, this.who(p)),
        el("span.count", {dataset: {zone: "nation"}}, `Nation ${pv.Nation}`),
        el("span.count", null, `Discard Pile ${pv.DiscardPile}`),
        el("span.count", null, `Hand ${pv.HandCount}`),
        el("span.count.power", null, `Nation Power ${pv.Power.Total}${power ? " (" + power + ")" : ""}`),
        pv.Salvage ? el("span.count", null, `salvage ${pv.Salvage}`) : null,
        pv.Pollution ? el("span.count", null, `pollution ${pv.Pollution}`) : null),
      el("div.piles", null, pile("Junkyard", pv.Junkyard), (pv.Hangar || []).length ? pile("Hangar", pv.Hangar) : null,
        (pv.Removed || []).length ? pile("Removed", pv.Removed) : null),
      el("div.zone.disposition", null, (pv.Disposition || []).map(c => cardFrame(c, {onClick: click, playable: this.playable}))));
  }

  drawAreas(o, me, opp, click) {
    const squad = (cs, who) => el("div.squad", null, el("span.who", null, who),
      (cs || []).map((c, i) => el("div.slot", null, el("span.pos", null, i === 0 ? "head" : `#${i + 1}`),
        cardFrame(c, {onClick: click, playable: this.playable}))));
    this.dom.areas.replaceChildren(...o.Areas.map((a, i) => {
      const empty = !(a.Squads[0] || []).length && !(a.Squads[1] || []).length;
      return el("div.area" + (a.Engaged ? ".engaged" : "") + (empty ? ".empty" : ""), {dataset: {area: i}},
        el("h3", null, `${this.hello.areas[i]} area`, a.Engaged ? el("span.badge", null, "engaged") : null),
        squad(a.Squads[opp], this.who(opp)), squad(a.Squads[me], this.who(me)));
    }));
  }

  drawActions(o) {
    const d = this.dom;
    const mine = this.actions.length > 0;
    d.decision.replaceChildren(el("p", null, mine ? o.Decision : (o.Over ? "The game is over." : `Waiting for ${this.whom(o.Decider)}…`)));
    d.actions.replaceChildren(...this.actions.map(a => this.button(a)));
  }

  button(a) {
    return el("button.act", {dataset: {id: a.id, kind: a.kind, card: a.card}, disabled: this.pending, onclick: () => this.act(a)}, a.text);
  }

  act(a) {
    if (this.pending) return;
    this.pending = true;
    this.dom.notice.replaceChildren();
    for (const b of this.main.querySelectorAll("button.act")) b.disabled = true;
    this.send({t: "act", id: a.id});
  }

  detail(c, redraw) {
    const d = this.dom.detail;
    if (!c) { d.replaceChildren(); this.selected = undefined; return; }
    if (!redraw) this.dom.notice.replaceChildren();
    this.selected = c.ID;
    const acts = this.byCard.get(c.ID) || [];
    const s = this.state;
    const mayAsk = this.seat >= 0 && !s.view.Over && s.view.Decider === this.seat && acts.length === 0 && c.Ctrl === this.seat;
    const why = kind => el("button.why", {onclick: () => this.send({t: "why", kind, card: c.ID, index: 0})},
      kind === "play" ? "Why can't I play this?" : "Why can't I use this?");
    d.replaceChildren(el("div.detail", null,
      el("button.close", {onclick: () => this.detail(null)}, "×"), cardDetail(c),
      acts.map(a => this.button(a)),
      mayAsk && c.Zone === this.zone("Hand") ? why("play") : null,
      mayAsk && (c.Zone === this.zone("DispositionArea") || c.Zone === this.zone("BattleArea")) && (c.Texts || []).length ? why("use") : null));
  }

  zone(name) { return this.hello.zones.indexOf(name); }

  drawResult(s) {
    const r = s.result, d = this.dom.result;
    d.replaceChildren();
    const replay = el("a#replay", {href: `/api/tables/${this.id}/replay`, download: `sortie-${this.id}.json`}, "Download the replay");
    if (!r) {
      d.append(el("p.muted", null, `Seed hash: ${this.hello.seed_hash}`), replay);
      return;
    }
    const won = r.winner < 0 ? "A draw" : (r.winner === this.seat ? "You win" : `${this.who(r.winner)} wins`);
    d.append(el("div.over", null, el("h2#winner", null, `${won}: ${r.reason}`),
      el("p", null, `Seed ${r.seed}, nonce ${r.nonce} (committed as ${this.hello.seed_hash}).`),
      replay, el("p.muted", null, "Check every shuffle: sortie replay --verify FILE")));
  }

  drawLog() {
    const d = this.dom.log, lines = this.log.slice(-300);
    d.replaceChildren(...lines.map(l => el("li", null, l)));
    d.scrollTop = d.scrollHeight;
  }
}
