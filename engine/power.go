package engine

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sortie-tcg/sortie/card"
)

// Power is a player's Nation Power by color (index card.Color; Purple only
// from a dismantled purple card, GW adv. "解体指示物"),
// with Total the sum (GW basic "国力").
type Power struct {
	ByColor [card.NumColors]int
	Total   int
}

func (p Power) String() string { return string(p.appendTo(nil)) }

// appendTo appends p as String writes it to b: "0", or the total and the
// colors, "5 (green 3, blue 2)".
func (p Power) appendTo(b []byte) []byte {
	if !slices.ContainsFunc(p.ByColor[card.Blue:card.Purple+1], func(n int) bool { return n > 0 }) {
		return append(b, '0')
	}
	b = append(append(b, strconv.Itoa(p.Total)...), " ("...)
	sep := false
	for c := card.Blue; c <= card.Purple; c++ {
		if p.ByColor[c] > 0 {
			if sep {
				b = append(b, ", "...)
			}
			b, sep = append(append(append(b, c.String()...), ' '), strconv.Itoa(p.ByColor[c])...), true
		}
	}
	return append(b, ')')
}

// NationPower computes the Nation Power player p produces. Power is not
// consumed by paying; a G produces it standing or rolled (GW basic "国力",
// "注意！": G卡在横置状态也会像通常一样产生国力).
//
// The result is kept with the derivation in force (derive.go): every change
// that could change it changes the derivation too, or, when some text
// produces Nation Power (its condition may read the time, rolls or cards off
// the field), is one that touch marks.
func (g *Game) NationPower(p Player) Power {
	if g.deriving {
		pw, _ := g.nationPower(p)
		return pw
	}
	if !g.dvOK {
		g.settle()
	}
	if np := &g.np[p]; np.gen != g.dvGen {
		np.pw, np.texts = g.nationPower(p)
		np.gen = g.dvGen
	}
	return g.np[p].pw
}

// powerReads is what the conditions of the texts producing Nation Power
// that the cards of the game (a coin made since included) may have read
// beyond the field (textIndex.powerReads): a change of only those states
// may change Nation Power.
func (g *Game) powerReads() stateRead {
	for ; int(g.powerSeen) < len(g.cards); g.powerSeen++ {
		if d := g.cards[g.powerSeen].def; int(d.Index) < len(g.texts.powerReads) {
			g.powerRead |= g.texts.powerReads[d.Index]
		} else {
			g.powerRead = srAll // a card the index does not know
		}
	}
	return g.powerRead
}

// powerReadsOf is what the conditions of text t's statics that produce
// Nation Power read beyond the field, with those of the texts it gives and
// of its modes.
func powerReadsOf(t *card.Text) stateRead {
	var r stateRead
	for i := range t.Static {
		if s := &t.Static[i]; s.Produce != nil {
			r |= condsReads(s.If).st
		}
		if g := t.Static[i].Grant; g != nil {
			r |= powerReadsOf(g)
		}
	}
	for i := range t.Modes {
		r |= powerReadsOf(&t.Modes[i])
	}
	return r | stepsPowerReads(t.Extra) | stepsPowerReads(t.Steps)
}

// stepsPowerReads is powerReadsOf of the texts steps give, at any depth.
func stepsPowerReads(steps []card.Step) stateRead {
	var r stateRead
	card.AnyStep(steps, func(s *card.Step) bool {
		if s.Grant != nil {
			r |= powerReadsOf(s.Grant)
		}
		return false // every step
	})
	return r
}

// nationPowerCache is a player's Nation Power of derivation gen (0: none
// kept; a derivation's gen is never 0), and whether it read the texts of
// a field card (texts: textPower), whose conditions may read any card.
type nationPowerCache struct {
	pw    Power
	gen   uint32
	texts bool
}

// nationPower computes NationPower, and reports whether it read the texts
// of a field card (textPower).
func (g *Game) nationPower(p Player) (pw Power, texts bool) {
	for _, c := range g.pl[p].disposition {
		g.basePower(c, &pw)
	}
	if g.texts.anyProduce {
		for _, c := range g.field() {
			if g.cards[c].ctrl == p && g.textPower(c, &pw) {
				texts = true
			}
		}
	}
	return pw, texts
}

// produced adds to pw the Nation Power field card c produces now: what it
// adds to its controller's (NationPower).
func (g *Game) produced(c CardID, pw *Power) {
	cs := &g.cards[c]
	if cs.zone == ZDisposition && slices.Contains(g.pl[cs.ctrl].disposition, c) {
		g.basePower(c, pw)
	}
	if g.texts.anyProduce && cs.zone.OnField() {
		g.textPower(c, pw)
	}
}

// basePower adds the power card c of a disposition area produces as a
// dismantled card or a basic G.
func (g *Game) basePower(c CardID, pw *Power) {
	d := g.cards[c].def
	if g.cards[c].dismantled {
		g.dismantledPower(c, pw) // GW adv. "解体指示物"
		return
	}
	if d.Kind == card.G && d.Basic && !g.textNegated(c) && !g.hasRule(c, card.RuleNoProduce) {
		// GW basic "基本G和特殊G": (自動A) produces 1 power of its color.
		pw.ByColor[d.Produces]++
		pw.Total++
	}
}

// textPower adds the power field card c's texts produce: a special G's (or
// any field card's) text that produces Nation Power, while it has that text
// (GW adv. "基本G和特殊G"). It reports whether it read c's texts.
func (g *Game) textPower(c CardID, pw *Power) bool {
	cs := &g.cards[c]
	if !cs.dismantled && len(g.chars(c).grants) == 0 && !g.texts.produces(cs.def) {
		return false // no text of it produces: its own texts, none gained (a team text gives none with a static: teamTexts)
	}
	if g.hasRule(c, card.RuleNoProduce) {
		return true
	}
	// the texts in g's memory (textBuf), not in a buffer of textPower's own,
	// which the compiler put on the heap (issue 7): in textRoom places
	// kept for them, after which a textPower called while textsOf or conds
	// reads (deriving, Nation Power) writes its own
	n := len(g.textBuf)
	g.textBuf = slices.Grow(g.textBuf, textRoom)[:n+textRoom]
	for _, r := range g.textsOf(c, g.textBuf[n:n:n+textRoom]) {
		for _, s := range r.text.Static {
			if s.Produce != nil && g.conds(s.If, ctx{src: c, ctrl: g.cards[c].ctrl, each: None}) {
				pw.ByColor[s.Produce.Color] += s.Produce.Count
				pw.Total += s.Produce.Count
			}
		}
	}
	g.textBuf = g.textBuf[:n]
	return true
}

// textRoom is how many texts of a card textPower keeps room for in
// textBuf (more go to memory of their own).
const textRoom = 16

// payFail says why a cost cannot be paid: the failing requirement, the power
// there is and the power needed.
type payFail struct {
	kind       uint8 // 1: total, 2: designated color, 3: purple
	color      card.Color
	have, need int
}

// payCheck reports whether power pw satisfies designated requirements des and
// total power total (GW basic "支付指定国力", "支付合计国力"; GW adv. "紫国力",
// "双色卡的使用"), and if not, which requirement fails.
func payCheck(pw Power, des []card.Designated, total int) (payFail, bool) {
	if pw.Total < total {
		return payFail{kind: 1, have: pw.Total, need: total}, false
	}
	var nonPurple card.Color
	for _, d := range des {
		if d.Color != card.Purple && d.Count > 0 {
			if pw.ByColor[d.Color] < d.Count {
				return payFail{kind: 2, color: d.Color, have: pw.ByColor[d.Color], need: d.Count}, false
			}
			nonPurple = d.Color
		}
	}
	for _, d := range des {
		if d.Color != card.Purple || d.Count == 0 {
			continue
		}
		// GW adv. "紫国力": purple may be paid by any one color, but one color
		// must cover the whole value (2 green pays purple 2; green + red do not).
		// On a dual card the purple part is paid with a color other than the
		// other designated color (rulings F2, the rule before 2009).
		ok := false
		// purple power (only a dismantled purple card makes it) pays purple
		// designated power too (GW adv. "紫国力")
		for c := card.Blue; c <= card.Purple; c++ {
			if c != nonPurple && pw.ByColor[c] >= d.Count {
				ok = true
			}
		}
		if !ok {
			return payFail{kind: 3, need: d.Count}, false
		}
	}
	return payFail{}, true
}

// payable is payCheck with the reason in words.
func payable(pw Power, des []card.Designated, total int) (bool, string) {
	f, ok := payCheck(pw, des, total)
	switch {
	case ok:
		return true, ""
	case f.kind == 1:
		return false, fmt.Sprintf("total Nation Power %d is less than %d (GW basic \"支付合计国力\")", f.have, f.need)
	case f.kind == 2:
		return false, fmt.Sprintf("%s Nation Power %d is less than the designated %d (GW basic \"支付指定国力\")", f.color, f.have, f.need)
	}
	return false, fmt.Sprintf("no single color produces the purple designated %d (GW adv. \"紫国力\")", f.need)
}

// produces reports whether one of definition d's own texts has a static
// that produces Nation Power.
func (ti *textIndex) produces(d *card.Def) bool {
	for _, t := range ti.of(d) {
		for i := range t.Static {
			if t.Static[i].Produce != nil {
				return true
			}
		}
	}
	return false
}

// paidText tells what a play's cost was checked against: "designated
// green 2+blue 1, total 4 checked against Nation Power 5 (green 3, blue 2)",
// built in one piece (a play's event at every play).
func paidText(des []card.Designated, total int, pw Power) string {
	var buf [128]byte
	b := append(buf[:0], "designated "...)
	for i, x := range des {
		if i > 0 {
			b = append(b, '+')
		}
		b = append(append(append(b, x.Color.String()...), ' '), strconv.Itoa(x.Count)...)
	}
	b = append(append(append(b, ", total "...), strconv.Itoa(total)...), " checked against Nation Power "...)
	return string(pw.appendTo(b))
}
