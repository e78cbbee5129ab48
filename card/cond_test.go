package card

import (
	"reflect"
	"testing"
)

// The cause of a triggering event and whose its squad is are one general
// condition each with an argument ({event-by: own|enemy|command},
// {event-squad: enemy|this}; GW adv. "因为效果造成的破坏", "自军与敌军的区别",
// "部队"), composing with not and any like any other condition.
func TestEventCondsCompose(t *testing.T) {
	sc := &scope{db: &DB{}}
	for _, c := range []struct {
		raw  any
		want Cond
	}{
		{map[string]any{"event-by": "own"}, Cond{Op: CEventBy, By: ByOwn}},
		{map[string]any{"event-by": "enemy"}, Cond{Op: CEventBy, By: ByEnemy}},
		{map[string]any{"event-by": "command"}, Cond{Op: CEventBy, By: ByCommand}},
		{map[string]any{"not": map[string]any{"event-by": "command"}}, Cond{Op: CEventBy, By: ByCommand, Not: true}},
		{map[string]any{"event-squad": "enemy"}, Cond{Op: CEventSquad, Squad: SquadEnemy}},
		{map[string]any{"event-squad": "this"}, Cond{Op: CEventSquad, Squad: SquadThis}},
		{map[string]any{"any": []any{map[string]any{"event-by": "enemy"}, map[string]any{"event-squad": "this"}}},
			Cond{Op: CAny, Any: []Cond{{Op: CEventBy, By: ByEnemy}, {Op: CEventSquad, Squad: SquadThis}}}},
	} {
		got, e := sc.compileCond(c.raw)
		if e != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("%v = %+v, %v; want %+v", c.raw, got, e, c.want)
		}
	}
}

// A wrong argument, or a fused word the conditions no longer have, is a
// load error at the condition's line.
func TestEventCondsLoad(t *testing.T) {
	cond := func(c string) string {
		return `steps: [{op: if, if: [` + c + `], steps: [{op: damage, what: T, n: 1}]}]`
	}
	loadSteps(t, []stepLoad{
		{cond(`{event-by: enemy}, {not: {event-by: command}}`), ""},
		{cond(`{event-squad: this}, {not: event-own}`), ""},
		{cond(`{event-by: battle}`), "good.yaml:14: event-by is one of own, enemy, command (got battle)"},
		{cond(`{event-by: [own]}`), "good.yaml:14: event-by is one of own, enemy, command (got [own])"},
		{cond(`{event-squad: own}`), "good.yaml:14: event-squad is one of enemy, this (got own)"},
		{cond(`{event-squad: this, ge: 1}`), "good.yaml:14: only count and compare take a comparison"},
		{cond(`event-by-own`), `good.yaml:14: unknown condition "event-by-own"`},
		{cond(`not event-squad-this`), `good.yaml:14: unknown condition "not event-squad-this"`},
	})
}

// The own turn's end is the general turn-end event with the condition
// own-turn (GW adv. "回合开始时、结束时的时机": one moment, whoever's card
// triggers on it), not an event word of its own.
func TestTurnEndComposes(t *testing.T) {
	const dmg = `steps: [{op: damage, what: enemy-nation, n: 1}]`
	loadSteps(t, []stepLoad{
		{`steps: [{op: gain, what: T, text: {auto: D, on: turn-end, on_if: [own-turn], ` + dmg + `}}]`, ""},
		{`steps: [{op: at, event: turn-end, ` + dmg + `}]`, ""},
		{`steps: [{op: gain, what: T, text: {auto: D, on: own-turn-end, ` + dmg + `}}]`, `good.yaml:14: unknown event "own-turn-end"`},
		{`steps: [{op: at, event: own-turn-end, ` + dmg + `}]`, `good.yaml:14: unknown event "own-turn-end"`},
	})
}

// battle: before an event is that event caused by a squad's battle damage
// (GW adv. "战斗伤害"), with that squad as the event's; it reads back as
// written, and is refused before an event battle damage does not cause with
// a squad.
func TestBattleEventComposes(t *testing.T) {
	for _, c := range []struct {
		word string
		want EventKind
	}{{"battle:nation-damaged", EvNationBattleDamaged}, {"battle:destroyed-discarded", EvBattleKillDiscarded},
		{"nation-damaged", EvNationDamaged}, {"destroyed-discarded", EvDestroyedDiscarded}} {
		if e, err := ParseEvent(c.word); err != nil || e.Kind != c.want || e.String() != c.word {
			t.Errorf("ParseEvent(%q) = %v (%q), %v; want kind %v", c.word, e.Kind, e.String(), err, c.want)
		}
	}
	const dmg = `steps: [{op: damage, what: enemy-nation, n: 1}]`
	const only = `battle: is written before destroyed-discarded or nation-damaged`
	loadSteps(t, []stepLoad{
		{`steps: [{op: gain, what: T, text: {auto: D, on: "battle:nation-damaged", on_if: [{event-squad: this}], ` + dmg + `}}]`, ""},
		{`steps: [{op: at, event: "battle:destroyed-discarded", ` + dmg + `}]`, ""},
		{`steps: [{op: gain, what: T, text: {auto: D, on: "battle:damaged", ` + dmg + `}}]`, `good.yaml:14: event "battle:damaged": ` + only},
		{`steps: [{op: at, event: "battle:battle-destroyed", ` + dmg + `}]`, `good.yaml:14: event "battle:battle-destroyed": ` + only},
		{`steps: [{op: at, event: nation-battle-damaged, ` + dmg + `}]`, `good.yaml:14: unknown event "nation-battle-damaged"`},
		{`steps: [{op: at, event: battle-kill-discarded, ` + dmg + `}]`, `good.yaml:14: unknown event "battle-kill-discarded"`},
	})
}
