package card

import (
	"strings"
	"testing"
)

// use-keyword (「「範囲兵器(X)」の効果を使用する」, GW adv. "使用（特殊效果）的效果")
// takes the keyword by its name and X as n; only 範囲兵器's effect is built.
func TestUseKeywordLoad(t *testing.T) {
	loadSteps(t, []stepLoad{
		{`steps: [{op: use-keyword, what: event-squad-head, keyword: 範囲兵器, n: event-amount}]`, ""},
		{`steps: [{op: use-keyword, what: T, keyword: AreaWeapon, n: 3}]`, ""},
		{`steps: [{op: use-keyword, what: T, keyword: サイコミュ, n: 3}]`, "good.yaml:14: use-keyword has the effect of 範囲兵器 only, not Psycommu"},
		{`steps: [{op: use-keyword, what: T, keyword: 範囲兵器}]`, "good.yaml:14: use-keyword needs n"},
		{`steps: [{op: use-keyword, what: T, keyword: "範囲兵器(3)", n: 3}]`, "good.yaml:14: unknown keyword \"範囲兵器(3)\""},
		{`steps: [{op: use-keyword, what: event-squad-heads, keyword: 範囲兵器, n: 3}]`, "good.yaml:14"},
	})
}

// keyword-effect (「「範囲兵器(X)」の効果を…以下に変更する」) takes a keyword
// that stands for a used text, by name, and a used text; lose-game takes who.
func TestKeywordEffectLoad(t *testing.T) {
	const used = `{timing: own-return-step, cost: R, steps: [{op: damage, what: enemy-nation, n: {X: true, times: 3}}]}`
	loadSteps(t, []stepLoad{
		{`steps: [{op: keyword-effect, what: T, keyword: 範囲兵器, text: ` + used + `}]`, ""},
		{`steps: [{op: keyword-effect, what: T, keyword: 高機動, text: ` + used + `}]`, "good.yaml:14: keyword-effect changes the effect of a keyword that stands for a used text"},
		{`steps: [{op: keyword-effect, what: T, keyword: 範囲兵器}]`, "good.yaml:14: keyword-effect needs text"},
		{`steps: [{op: keyword-effect, what: T, keyword: 範囲兵器, text: {static: [{mod: +1/+1/+1}]}}]`, "good.yaml:14: a keyword's effect is a used text"},
		{`steps: [{op: damage, what: T, n: {X: yes}}]`, "good.yaml:14: a number map has count, stat, power, chosen-count or X"},
		{`steps: [{op: lose-game}]`, ""},
		{`steps: [{op: lose-game, who: enemy}]`, ""},
		{`steps: [{op: lose-game, who: all}]`, "good.yaml:14: who: all is for discard-hand"},
	})
}

// modify's n multiplies mod (「-X/-X/-X」: mod: -1/-1/-1, n: X).
func TestModifyTimesLoad(t *testing.T) {
	loadSteps(t, []stepLoad{
		{`steps: [{op: modify, what: T, mod: -1/-1/-1, n: 2}]`, ""},
		{`steps: [{op: modify, what: T, mod: -1/-1/-1, n: 0}]`, "good.yaml:14: modify's n multiplies mod"},
		{`steps: [{op: modify, what: T, mod_of: T, n: 2}]`, "good.yaml:14: modify's n multiplies mod"},
	})
}

// Coin without mod puts plain coins, counted by the stat coins; the rule
// attack-limit has its number only in a static (n); a static's resource
// needs applies, and targeting needs resource.
func TestCoinsLimitSurchargeLoad(t *testing.T) {
	static := func(s string) string { return `steps: [{op: gain, what: T, text: {auto: A, static: [` + s + `]}}]` }
	loadSteps(t, []stepLoad{
		{`steps: [{op: coin, what: T}, {op: if, if: [{this: ["coins>=5"]}], steps: [{op: discard, what: this}]}]`, ""},
		{static(`{applies: [unit], rule: attack-limit, n: {stat: coins, of: this}}`), ""},
		{static(`{applies: [unit], rule: attack-limit}`), "good.yaml:14: attack-limit needs n"},
		{static(`{applies: [unit], rule: no-attack, n: 2}`), "good.yaml:14: n is the number of the rule attack-limit"},
		{`steps: [{op: restrict, what: T, rule: attack-limit}]`, "good.yaml:14: attack-limit has a number: write it in a static, with n"},
		{static(`{applies: [command, "in:hand"], resource: 2, targeting: ["in:cut"]}`), ""},
		{static(`{resource: 2}`), "good.yaml:14: resource needs applies"},
		{static(`{applies: [command, "in:hand"], targeting: ["in:cut"], cost: 1}`), "good.yaml:14: targeting is written with resource"},
	})
}

// stepLoad is a card file whose one text's steps are steps (in good, for its
// damage step), and the load error it must give ("" for none).
type stepLoad struct{ steps, want string }

// loadSteps loads each case and checks its error.
func loadSteps(t *testing.T, cases []stepLoad) {
	t.Helper()
	const step = "steps: [{op: damage, what: T, n: 1}]"
	for _, c := range cases {
		src := strings.Replace(good, step, c.steps, 1)
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: error %v, want %q", c.steps, err, c.want)
		}
	}
}

// The words of Rise 706.2 (change-target), 706.5 (a target chosen at random)
// and 713.2 (repeat-until) load, and a wrong field fails with file:line.
func TestRiseTargetAndRepeatWords(t *testing.T) {
	const step = "steps: [{op: damage, what: T, n: 1}]"
	for _, c := range []struct{ from, to, want string }{
		{step, `steps: [{op: change-target, what: T}]`, ""},
		{step, `steps: [{op: change-target, what: T, who: enemy}]`, ""},
		{step, `steps: [{op: change-target}]`, "good.yaml:14: change-target needs what"},
		{step, `steps: [{op: change-target, what: T, n: 1}]`, "good.yaml:14: change-target takes no n"},
		{step, `steps: [{op: repeat-until, if: [own-turn], steps: [{op: draw, n: 1}]}]`, ""},
		{step, `steps: [{op: repeat-until, steps: [{op: draw, n: 1}]}]`, "good.yaml:14: repeat-until needs if"},
		{step, `steps: [{op: repeat-until, if: [own-turn]}]`, "good.yaml:14: repeat-until needs steps"},
		{step, `steps: [{op: repeat-until, if: [own-trun], steps: [{op: draw, n: 1}]}]`, "good.yaml:14"},
		{"filter: [unit, enemy]}]", "filter: [unit, enemy], random: true}]", ""},
		{"filter: [unit, enemy]}]", "filter: [unit, enemy], random: maybe}]", "good.yaml:13"},
	} {
		src := strings.Replace(good, c.from, c.to, 1)
		if src == good {
			t.Fatalf("%q is not in the good card", c.from)
		}
		err := LoadBytes(&DB{}, "good.yaml", []byte(src))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: error %v, want %q", c.to, err, c.want)
		}
	}
}

// The words of Rise 706.2 (change-target), 706.5 (a target chosen at random),
// 713.2 (repeat-until), 714.3b (while) and 717.6 (split) load, and a wrong
// field fails with file:line.
func TestRiseEffectWords(t *testing.T) {
	loadSteps(t, []stepLoad{
		{`steps: [{op: change-target, what: T}]`, ""},
		{`steps: [{op: change-target, what: T, who: enemy}]`, ""},
		{`steps: [{op: change-target}]`, "good.yaml:14: change-target needs what"},
		{`steps: [{op: change-target, what: T, n: 1}]`, "good.yaml:14: change-target takes no n"},
		{`steps: [{op: repeat-until, if: [own-turn], steps: [{op: draw, n: 1}]}]`, ""},
		{`steps: [{op: repeat-until, steps: [{op: draw, n: 1}]}]`, "good.yaml:14: repeat-until needs if"},
		{`steps: [{op: repeat-until, if: [own-turn]}]`, "good.yaml:14: repeat-until needs steps"},
		{`steps: [{op: repeat-until, if: [own-trun], steps: [{op: draw, n: 1}]}]`, "good.yaml:14"},
		{`steps: [{op: replace, what: T, replace: {event: damage, split: [unit, enemy]}}]`, ""},
		{`steps: [{op: replace, what: T, replace: {event: damage, split: [unit, enemy], from: battle}}]`, "good.yaml:14: split divides effect damage to a unit"},
		{`steps: [{op: replace, what: T, replace: {event: destroy, split: [unit, enemy]}}]`, "good.yaml:14: split divides effect damage to a unit"},
		{`steps: [{op: replace, what: T, replace: {event: damage, split: [unit, enemy], prevent: 1}}]`, "good.yaml:14: split divides effect damage to a unit"},
		{`steps: [{op: replace, what: T, replace: {event: damage, split: [unit, enemi]}}]`, "good.yaml:14: unknown filter word"},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {is: [standing]}}]`, ""},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {of: T, is: [standing]}}]`, ""},
		{`steps: [{op: damage, what: T, n: 1, while: {is: [standing]}}]`, "good.yaml:14: damage takes no while"},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {of: chosen, is: [standing]}}]`, "good.yaml:14: while: of is this or a target of the text"},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {of: this}}]`, "good.yaml:14: while needs is"},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {is: [standin]}}]`, "good.yaml:14: unknown filter word"},
		{`steps: [{op: modify, what: T, mod: +1/+1/+1, while: {is: [standing]}}, {op: gain, what: T, keyword: 高機動, while: {is: [standing]}}]`, "good.yaml:14: a text lasts as long as one card keeps one way"},
	})
	const target = "filter: [unit, enemy]}]"
	for _, c := range []struct{ to, want string }{
		{"filter: [unit, enemy], random: true}]", ""},
		{"filter: [unit, enemy], random: maybe}]", "good.yaml:13"},
	} {
		err := LoadBytes(&DB{}, "good.yaml", []byte(strings.Replace(good, target, c.to, 1)))
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("%s: error %v, want %q", c.to, err, c.want)
		}
	}
}

// resolve_limit (「この効果は、1ターン中にN回だけしか解決できない」) is a number.
func TestResolveLimitLoad(t *testing.T) {
	const steps = "steps: [{op: damage, what: T, n: 1}]"
	loadSteps(t, []stepLoad{
		{"resolve_limit: {power: own}\n        " + steps, ""},
		{"resolve_limit: 2\n        " + steps, ""},
		{"resolve_limit: often\n        " + steps, "good.yaml:14: unknown number \"often\""},
	})
}

// x_max (「Xの値は…を上限とする」) limits an X the text chooses (x) and is
// at least 1 when it is a constant (GW adv. "变数": X is never 0); on a text
// without an X it is a load error at its line.
func TestXMaxLoad(t *testing.T) {
	const steps = "steps: [{op: damage, what: T, n: X}]"
	loadSteps(t, []stepLoad{
		{"x: any\n        x_max: 3\n        " + steps, ""},
		{"x: any\n        x_max: {power: own}\n        " + steps, ""},
		{"x: any\n        x_max: 0\n        " + steps, "good.yaml:15: x_max is 0, and X is at least 1"},
		{"x: any\n        x_max: -2\n        " + steps, "good.yaml:15: x_max is -2, and X is at least 1"},
		{"x_max: 3\n        " + steps, "good.yaml:14: x_max limits an X, and this text chooses none"},
	})
}
