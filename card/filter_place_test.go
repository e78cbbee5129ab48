package card

import (
	"reflect"
	"testing"
)

// A command is never on the field (GW basic "指令的使用"): a filter of commands
// only with no place word, which would look at the field, is a load error
// saying what to write; event-source looks wherever the effect's card is
// (Rise 712.5), so [command] there is what 「コマンドの効果で」 means.
func TestCommandFilterPlace(t *testing.T) {
	const dmg = `steps: [{op: damage, what: T, n: 1}]`
	const never = `good.yaml:14: a command is never on the field: name its place, e.g. [command, "in:cut"] (being played) or [command, "in:game"] (anywhere)`
	loadSteps(t, []stepLoad{
		{`steps: [{op: if, if: [{event-source: [command]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{event-source: [command, "in:cut"]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{event-card: [command, enemy]}], ` + dmg + `}]`, never},
		{`steps: [{op: if, if: [{event-card: [command, "in:game"]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{exists: [command]}], ` + dmg + `}]`, never},
		{`steps: [{op: choose, filter: [command, operation]}]`, ""},
		{`steps: [{op: choose, filter: [not command]}]`, ""},
	})
}

// "Unengaged" is a composition, not a word (GW basic "交战中与非交战状态"): a
// card in a battle area whose squads are not engaged is ["in:battle-area",
// not engaged], the place narrowing the cards looked at and engaged negated;
// the fused word is refused at its line.
func TestUnengagedComposes(t *testing.T) {
	f, e := (&scope{db: &DB{}}).compileFilter([]any{"unit", "enemy", "in:battle-area", "not engaged"})
	want := &Filter{Kinds: 1 << Unit, Zones: InBattleArea, Preds: []Pred{{Op: POwn, Not: true}, {Op: PEngaged, Not: true}}}
	if e != nil || !reflect.DeepEqual(f, want) {
		t.Errorf("[unit, enemy, in:battle-area, not engaged] = %+v, %v", f, e)
	}
	loadSteps(t, []stepLoad{
		{`steps: [{op: choose, filter: [unit, "in:battle-area", not engaged]}]`, ""},
		{`steps: [{op: choose, filter: [unit, unengaged]}]`, `good.yaml:14: unknown filter word "unengaged"`},
	})
}

// original- before a power stat reads its original value (GW adv. "本来的～")
// wherever a stat is written: a comparison word, a stat map, max/min and a
// number; other stats have no original value, and the error says so.
func TestOriginalStatComposes(t *testing.T) {
	for _, c := range []struct {
		word string
		want Stat
	}{{"original-melee", StatOrigMelee}, {"original-range", StatOrigRange}, {"original-defense", StatOrigDefense}, {"melee", StatMelee}} {
		if s, err := parseStat(c.word); err != nil || s != c.want || s.String() != c.word {
			t.Errorf("parseStat(%q) = %v (%q), %v; want %v", c.word, s, s.String(), err, c.want)
		}
	}
	const orig = `only melee, range and defense have an original value`
	loadSteps(t, []stepLoad{
		{`steps: [{op: choose, filter: [unit, "original-range>=2"]}]`, ""},
		{`steps: [{op: choose, filter: [unit, {stat: original-defense, le: 3}]}]`, ""},
		{`steps: [{op: choose, filter: [unit, "max:original-melee"]}]`, ""},
		{`steps: [{op: damage, what: T, n: {stat: original-melee, of: T}}]`, ""},
		{`steps: [{op: choose, filter: [unit, "original-total>=2"]}]`, `good.yaml:14: stat "original-total": ` + orig},
		{`steps: [{op: choose, filter: [unit, {stat: original-damage, le: 3}]}]`, `good.yaml:14: stat "original-damage": ` + orig},
		{`steps: [{op: damage, what: T, n: {stat: original-coins, of: T}}]`, `good.yaml:14: stat "original-coins": ` + orig},
		{`steps: [{op: choose, filter: [unit, "max:original-original-melee"]}]`, `good.yaml:14: "max:original-original-melee": unknown stat "original-original-melee"`},
	})
}
