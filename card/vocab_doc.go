package card

import (
	"fmt"
	"strings"
)

// EffectsDoc renders docs/effects.md: every word of the vocabulary with its
// meaning and the rule it implements, from the word tables the loader
// compiles with (so the document cannot drift from the code; TestEffectsDoc
// checks the file).
func EffectsDoc() string {
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }
	w("# The effect vocabulary\n\n")
	w("Card texts are written in card files (YAML) with the words below. The loader\n")
	w("compiles every word into typed values when the card database loads (package\n")
	w("`card`, vocab.go); a game never reads a word as a string. A misspelled word or\n")
	w("a wrong argument is a load error `file:line: what is wrong`. This file is\n")
	w("generated from the word tables (`go test ./card -run TestEffectsDoc -update`).\n\n")
	w("Sources: GW basic / GW adv. = the Gundam War rulebook v1.3 (basic, advanced);\n")
	w("Rise = the Rise comprehensive rules 706–803.\n\n")

	w("## A text\n\n")
	w("| field | meaning |\n|---|---|\n")
	for _, f := range textFields {
		w("| `%s` | %s |\n", f[0], f[1])
	}

	w("\n## Effect primitives (`op`)\n\n")
	w("| op | fields (required in bold) | what it does | rule |\n|---|---|---|---|\n")
	for _, o := range opWords {
		if o.internal {
			continue
		}
		var fs []string
		for _, f := range stepFieldNames {
			switch {
			case o.needs&f.f != 0:
				fs = append(fs, "**"+f.name+"**")
			case o.takes&f.f != 0:
				fs = append(fs, f.name)
			}
		}
		w("| `%s` | %s | %s | %s |\n", o.word, strings.Join(fs, ", "), o.doc, o.source)
	}
	w("\nEvery step also takes `label` (a short English summary, for an option of\n")
	w("`either`) and `if_done` (その場合: only if the step before was fully done; GW\n")
	w("adv. \"此时\"). A step that starts a continuous effect (its fields list `while`)\n")
	w("takes `while: {of: REF, is: [filter]}` (「…である限り」, Rise 714.3b): the effect works\n")
	w("only as long as REF (`this`, the default, or a target of the text) keeps matching\n")
	w("the filter, from the moment the effect goes on the cut: if it stopped once before\n")
	w("the effect resolves, or became another card by changing places, the step does\n")
	w("nothing; once it stops after, the effect ends for good, even if it matches again.\n")
	w("One step of a text at most has `while`. The engine's own primitives for keyword texts (")
	var in []string
	for _, o := range opWords {
		if o.internal {
			in = append(in, "`"+o.word+"`")
		}
	}
	w("%s) are not written in card files.\n", strings.Join(in, ", "))

	w("\n## Objects (`what`, and `REF` in filters and numbers)\n\n")
	w("| word | meaning |\n|---|---|\n")
	w("| `T`, `U2`, … | a target of the text, or the cards a choose step named (name), by its name (capitals) |\n")
	for _, r := range refWords {
		w("| `%s` | %s |\n", r.word, r.doc)
	}

	w("\n## Filters\n\n")
	w("A filter is a list of words that must all hold (`filter`, `applies`,\n")
	w("`on_card`, and the lists of conditions and numbers). Several kind words mean\n")
	w("any of those kinds. `not W` negates a word; `A or B` holds when either\n")
	w("does; `{any: [[words], [words]]}` holds when all words of one list do.\n")
	w("Unless a place word says otherwise, only cards on the field match (GW adv.\n")
	w("\"场\": a text naming \"a unit\" means a unit on the field).\n\n")
	w("| word | meaning | rule |\n|---|---|---|\n")
	w("| `unit` `character` `command` `operation` `g` | the card's kind now | GW adv. \"种类\", \"本来的种类和当作其他种类的卡片\" |\n")
	var zs []string
	for _, z := range zoneWords {
		zs = append(zs, z.word)
	}
	w("| `in:PLACE` | in PLACE: %s | GW adv. \"场所\" |\n", strings.Join(zs, ", "))
	for _, s := range stateWords {
		w("| `%s` | %s | %s |\n", s.word, s.doc, s.src)
	}
	w("| `STAT OP VALUE` | compares a number of the card; OP is one of == != < <= > >=, VALUE an integer, `X` or `*` (e.g. `melee>=3`, `total==X`, `original-melee!=*`); a cost is compared only on a card with printed costs | GW adv. \"没有费用记述的卡片的费用\", \"﹡\" |\n")
	w("| `trait:T` | has the trait T (特徴) | GW adv. \"特征\" |\n")
	w("| `keyword:K` | has the keyword K (English or Japanese name) | GW adv. \"视做同一记述的效果\" |\n")
	w("| `name:N` | its name is N (without ・); N must be written in the card's text_ja when it has one (a load error otherwise: misspelled) | GW adv. \"名称\" |\n")
	w("| `name-has:A` | its name contains A; A must be written in the card's text_ja when it has one | GW adv. \"「名称:A」\", \"包括～的记述\" |\n")
	w("| `color:C`, `designated-color:C` | its color; one of its designated powers is of color C | GW adv. \"国力的种类\" |\n")
	w("| `produces:C` | it produces Nation Power of color C now (「C国力を発生している」: a basic G of C whose text works, a dismantled card, a text that produces C) | GW basic \"基本G和特殊G\"; GW adv. \"国力的种类\" |\n")
	w("| `max:STAT`, `min:STAT` | has the highest (lowest) STAT of the cards matching the filter's other words; ties all count | card text (「…が1番高いユニット」); GW adv. \"费用的合计值\", \"战斗力（战斗修正）的合计值\" |\n")
	w("| `{stat: STAT, OP: NUMBER}` | compares a number of the card with any number (OP: eq, ne, lt, le, gt, ge), e.g. `{stat: total, le: {stat: total, of: T}}`; `not: true` negates it | GW adv. \"指定了特殊条件的效果\" |\n")
	w("| `rule:R` | it is under the rule R (see Rules), e.g. `rule:public` | GW adv. \"基本规则与内文的优先顺序\" |\n")
	w("| `{group-has: [words]}` | its set group holds a card matching the words (`not: true` negates it) | GW adv. \"配置组\" |\n")
	for _, r := range relWords {
		w("| `%s:REF` | %s | %s |\n", r.word, r.doc, r.src)
	}
	w("\nStats: ")
	var ss []string
	for _, s := range statWords {
		ss = append(ss, fmt.Sprintf("`%s` %s", s.word, s.doc))
	}
	w("%s. `original-` before melee, range or defense reads the original value instead, before modifiers: the printed one, the side of a power split by \"/\" that applies, or one an effect changed it to (`original-melee`: 本来の格闘力; GW adv. \"本来的～\").\n", strings.Join(ss, "; "))

	w("\n## Conditions (`if`, `on_if`, a static's `if`)\n\n")
	w("A list of conditions must all hold (GW adv. \"指定了特殊条件的效果\": unmet, a\n")
	w("text cannot be used, and an effect fails when it resolves).\n\n")
	w("| condition | meaning | rule |\n|---|---|---|\n")
	for _, c := range condWords {
		w("| `%s` | %s | %s |\n", c.word, c.doc, c.src)
	}
	for _, c := range condMaps {
		w("| `%s` | %s | GW adv. \"指定了特殊条件的效果\" |\n", c.key, c.doc)
	}
	for _, c := range condArgs {
		w("| `{%s: %s}` | %s | %s |\n", c.key, c.arg, c.doc, c.src)
	}
	w("\nA word condition takes `not ` before it; any condition can be written `{not: C}`.\n")

	w("\n## Numbers (`n`, `per`, a comparison's value)\n\n")
	w("| number | meaning |\n|---|---|\n")
	w("| an integer | itself (-1000 to 1000) |\n")
	for _, n := range numWords {
		w("| `%s` | %s |\n", n.word, n.doc)
	}
	w("| `{count: [filter]}` | how many cards match the filter |\n")
	w("| `{stat: STAT, of: REF}` | a number of REF's card: now while it is on the field, else as last known (Rise 707.3, 709.2d) |\n")
	w("| `{power: own}`, `{power: enemy}` | the Nation Power of the effect's player (of its enemy) now (GW basic \"国力\") |\n")
	w("\nA map also takes `times: N` and `add: N` (N × value + add).\n")

	w("\n## Timings (`timing`)\n\n")
	w("`always` (常時), or a phase or step, optionally with `own-` or `enemy-`: ")
	var ps []string
	for _, p := range periodWords {
		ps = append(ps, "`"+p.word+"`")
	}
	w("%s (`turn` only with a side). GW adv. \"内文中的时机指定\".\n", strings.Join(ps, ", "))

	w("\n## Events (`on`, and `event` of `at`)\n\n")
	w("| event | meaning | rule |\n|---|---|---|\n")
	for _, e := range eventWords {
		w("| `%s` | %s | %s |\n", e.word, e.doc, e.src)
	}
	w("| `start:T`, `end:T` | the phase or step T starts / ends | GW adv. \"指定触发时机的效果\" |\n")
	for _, e := range battleEvents {
		w("| `battle:%s` | %s | %s |\n", e.word, e.doc, e.src)
	}
	w("| `to:PLACE` | a card went to PLACE, a place off the field: hand, hangar, junkyard, nation, discard-pile, removed (the event card; on_card filters it); enters is the field's | GW adv. \"卡片的移动\" |\n")
	w("| `from:PLACE` | a card left PLACE, a place off the field (hand, hangar, junkyard, nation, discard-pile, removed), for another place: played, drawn, paid, moved or put onto the field (the event card, seen in the place it left; on_card filters it; event-own: the place is the own); left-field is the field's | GW adv. \"卡片的移动\" ⑴ |\n")

	w("\n## Destinations (`to`)\n\n")
	w("A destination is composed of parts, read on load: `[whose-]place[-with-enemy][-position][-orientation]` (`owner-hand`, `enemy-disposition-standing`, `battle-area-with-enemy-standing`, `nation-top-or-bottom`), or a whose alone for a player (pollution), or `word:REF`. A part not written is the place's default. A combination that makes no sense is a load error: a whose other than owner for a place off the field other than the hangar (`own-hand`), a whose for a battle area, a position outside the Nation and the Discard Pile (`hangar-top`), a Nation without one, an orientation off the field (`hand-rolled`), with-enemy outside a battle area. Each primitive says which destinations it takes.\n\n")
	w("| part | word | meaning | rule |\n|---|---|---|---|\n")
	for _, x := range whoseWords {
		w("| whose | `%s` | %s | %s |\n", x.word, x.doc, x.src)
	}
	for _, x := range placeWords {
		w("| place | `%s` | %s | %s |\n", x.word, x.doc, x.src)
	}
	for _, x := range destRefWords {
		w("| place | `%s:REF` | %s | %s |\n", x.word, x.doc, x.src)
	}
	w("| condition | `%s` | %s | %s |\n", withEnemyPart.word, withEnemyPart.doc, withEnemyPart.src)
	for _, x := range posWords {
		w("| position | `%s` | %s | %s |\n", x.word, x.doc, x.src)
	}
	for _, x := range orientWords {
		w("| orientation | `%s` | %s | %s |\n", x.word, x.doc, x.src)
	}

	w("\n## Replacements (`replace`, in a static or the step `replace`)\n\n")
	w("`{event: damage|destroy|to-junkyard, applies: [filter] (statics), nation: own|enemy, from: battle|effect, by: own|enemy, add: N, prevent: N|all, next: true, instead: DEST, split: [filter]}` (Rise 716–717): damage packets get `add` (negative: less), are divided (`split`: a packet of effect damage to a unit is dealt instead to any number of the units matching the filter, the effect's player choosing where each 1 damage goes (or, when the damaged unit does not match, whether to divide at all: 「分けて与えてもよい」), a packet for each unit, each of them replaced and prevented on its own but not split again; it applies when the player taking the packet chooses it among the reductions, Rise 717.6), or are prevented (`all`, or a shield of N that shrinks; a static's shield is the first N damage each unit or Nation it covers takes each turn, lowered by the damage that unit or Nation took this turn, Rise 717.5); `next` replaces only the next such damage (every packet of that one effect); a destruction, a card going to the Junkyard from the field, or an own command resolving (applies: [command, own, \"in:cut\"]) goes to `instead` (a destination off the field: owner-hand, removed, nation-top, nation-bottom, discard-pile, discard-pile-bottom, hangar), or for a destruction without instead the card stays. Each replacement applies to one event once. When several apply to one event, the player it affects chooses which applies first, and the rest are checked again (Rise 716.1b, 717.3; the decision `replace`): the controller of the destroyed or moved card, or, for damage, the player of the card or Nation taking it (reductions, Rise 717.3b; increases all apply, Rise 717.3a). The player is asked only when the choice can change something: moves to different places or a `next` one, or damage reductions among which a shield, a `next` one or a split is; otherwise they apply in timestamp order, shields last.\n")

	w("\n## Rules (`rules`, a static's `rule`)\n\n")
	w("| rule | meaning | source |\n|---|---|---|\n")
	for _, r := range ruleWords {
		w("| `%s` | %s | %s |\n", r.word, r.doc, r.src)
	}
	return b.String()
}

// textFields documents the fields of a text in a card file.
var textFields = [][2]string{
	{"label", "a short English summary for menus and logs"},
	{"auto", "A, B, C or D: an automatic text (GW adv. \"自动\"); none for a used text"},
	{"timing", "when a used text may be used (see Timings)"},
	{"cost", "the use cost: `(0)`, `(N)`, `R`, `R(N)`, and `per` after it for 每 (GW basic \"《》内资源记述的意义\"); or the roll cost `[N]` / `[X]` (《[X]》, ロールコスト, a cost of the later rulebook: the op roll-cost with the filter [own, standing, not unit]; `[X]` needs the text's `x`)"},
	{"power", "`[X, Y]`: 《[X·Y]》, the text is negated while the own Nation Power is short (GW adv. \"[X·Y]\")"},
	{"window", "`before-fixed` / `after-fixed`: only before / after the step's fixed effect"},
	{"usable_by", "`enemy`: only the card's enemy may use it; `all`: every player may (この効果は、全てのプレイヤーが使用できる), the user being its effect's player"},
	{"if", "conditions (see Conditions)"},
	{"targets", "`{name, count, filter, or_nation: enemy, same_area, random}`: chosen when used or triggered, in order (GW adv. \"指定对象的时机\"); random: true: the game chooses it at random among the legal choices (those after which the text's other targets can still be chosen), with its seeded generator, at the same moment (Rise 706.5); same_area: all count of them in one battle area, or in one player's disposition area (「配備エリア1つにある」: GW adv. \"场所\"); count is 1–20, `X` (the text's X: 「敵軍GX枚」; X is then at most the cards that can be chosen) or `{stat: S, of: T}` of an earlier target; a filter may name an earlier target (e.g. `same-squad:T`): it is chosen among the cards that fit that choice, and the text is usable only when some choice of all of them fits"},
	{"x", "`any` or `filter`: how X is chosen (GW adv. \"变数\")"},
	{"set_also_on", "an Auto B text of its own: a filter of cards this card may also be set on (「…ユニットにもセットできる」)"},
	{"x_max", "a number: the highest X allowed, e.g. `{power: own}` (「Xの値は、自軍国力の値を上限とする」)"},
	{"resolve_limit", "a number: the most times the text's effect resolves in a turn (「この効果は、1ターン中に自軍国力と同じ値だけしか解決できない」: `{power: own}`), read when it is used and when it resolves: once its effects of this card resolved that many times this turn it cannot be used, and a use past it fails when it resolves, its cost spent (GW adv. \"指定了特殊条件的效果\"); a failed resolution does not count"},
	{"additional_cost", "steps paid with the use (GW adv. \"追加费用＞A\")"},
	{"steps", "the effect: primitives in order"},
	{"on", "a triggered text's event (see Events)"},
	{"on_if", "conditions when the event happens"},
	{"on_card", "a filter the event's card must match"},
	{"static", "an Auto A's continuous effects, each with `applies` (a filter; this card when not written) and `if`: `mod` (with `per`, a number), `grant` (a text), `rule`, `keyword` (gained; by the cards in the hand or the hangar too, with applies naming that place: 「手札にある～は、クイックを得る」 is applies: [unit, own, \"in:hand\"], keyword: クイック), `lose` (a keyword), `negate: true` (its printed texts), `kind` (counts as), `replace` (see Replacements), `produce: {color, n}` (Nation Power), `cost: N` (its total cost when played), `resource: N` (a play of it needs N more resource, paid with its costs; with `targeting: [filter]` only a play one of whose targets matches the filter: 「「プレイされたカード」を対象にしたコマンドをプレイする場合、通常のコストに加えて、(2)(資源2)を支払わなければプレイできない」 is applies: [command, \"in:hand or in:hangar\"], resource: 2, targeting: [\"in:cut\"]; GW adv. \"卡片使用的顺序\" ③), `name` (it also has that name), `trait` (it also has that trait), `original_power` (its original combat power becomes that, e.g. `*/1/2`: GW adv. \"本来的～\")"},
	{"rules", "rule words (see Rules)"},
	{"modes", "a command's modes, each a text"},
	{"multiple", "the A of マルチプル＞A (GW adv. \"复数 ＞A\")"},
	{"team", "this text is (part of) the B of チーム>〔A〕B (GW adv. \"小队＞[A]B\")"},
	{"from", "`junkyard`: an Auto B used text that works from the own Junkyard (GW adv. \"自动B\"); `hand`: an Auto B used text its owner uses only while the card is in the hand, not the hangar (a timing; no targets, additional_cost or 《R》; the use shows the card: GW adv. \"自动B\", \"格纳库与手牌的不同\"); `cut`: an Auto B used text that works while its card is being played, on the cut (GW adv. \"「被使用的卡片」\"), usually granted by a static (`applies: [command, enemy, \"in:cut\"]`): its user (the card's player, or its enemy with `usable_by: enemy`) may use it once in any free timing while the card is there, before it resolves; no timing, targets, cost, additional_cost or x; like every Auto B use it is not put on the cut and resolves at once, so nobody may respond (GW adv. \"自动B\")"},
	{"bracketed", "`true`: the text is printed in 【】: no effect negates or changes it (GW adv. \"【】\")"},
	{"each", "`true`: a triggered text that starts every time (毎～); others start once a turn (GW adv. \"在特定时机起动的效果\")"},
	{"non_cumulative", "`A`–`D`: 重複しない of that kind (GW adv. \"「不重复」的效果\")"},
}
