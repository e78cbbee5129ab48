package main

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/sortie-tcg/sortie/card"
)

// keywordHelp explains one keyword in a line of English. Each explanation
// restates the rulebook entry named by source (GW adv. "特殊效果" unless said
// otherwise) and adds nothing to it; X, A and Y are the rulebook's letters.
type keywordHelp struct {
	explain string
	source  string
	hasX    bool // printed with a value: 範囲兵器(3)
}

// keywordHelps has an entry for every keyword of card/keyword.go.
var keywordHelps = map[card.KeywordKind]keywordHelp{
	card.HighMobility: {
		explain: "(auto A) while every unit of the attacking squad in an area has High Mobility, the defender cannot sortie a unit without High Mobility to that area",
		source:  `GW adv. "特殊效果" 高机动`},
	card.Raid: {
		explain: "(auto A) while every unit of the attacking squad has Raid, the battle damage it deals beyond the defense of the engaged enemy squad is dealt to the enemy Nation",
		source:  `GW adv. "特殊效果" 强袭`},
	card.SwiftStrike: {
		explain: "(auto A) a squad whose units all have Swift Strike (attacking or defending) deals its battle damage at the swift strike timing, before the other squads",
		source:  `GW adv. "特殊效果" 速攻`},
	card.AreaWeapon: {
		explain: "(damage step) 《(0)》 destroy every enemy unit engaged with this card whose defense is X or less (damage does not lower defense)",
		source:  `GW adv. "特殊效果" 范围兵器（X）`, hasX: true},
	card.SpecialShield: {
		explain: "(battle phase) 《(0)》 while this card is in a battle area: an unresolved effect that deals damage to this card, other than Psycommu and battle damage, deals X less",
		source:  `GW adv. "特殊效果" 特殊盾（X）`, hasX: true},
	card.Psycommu: {
		explain: "(defense step) 《(0)》 deal X damage to a unit engaged with this card, or, from the disposition area, to a unit in a battle area of this card's terrain; only after the step's fixed effect and only while this card's set group has an NT character",
		source:  `GW adv. "特殊效果" 感应式兵器（X）`, hasX: true},
	card.SpaceBattle: {
		explain: "(auto A) while every unit of this card's squad has Space Battle and the squad is in the space area, every engaged enemy unit without Space Battle gets -Y/±0/±0, Y the smallest Space Battle X of the squad",
		source:  `GW adv. "特殊效果" 宙间战斗（X）`, hasX: true},
	card.Prevent: {
		explain: "(auto B) an enemy command that targets this card needs X more total Nation Power to be played",
		source:  `GW adv. "特殊效果" 预防（X）`, hasX: true},
	card.Quick: {
		explain: "(auto B) this card can be played in any free timing, and playing it does not count toward the one-card-a-turn limit",
		source:  `GW adv. "特殊效果" 快速`},
	card.RestrictTo1: {
		explain: "(auto B) this card cannot be played or put into play while a card of the same name is in play",
		source:  `GW adv. "特殊效果" 1枚制限`},
	card.RestrictTo1Own: {
		explain: "(auto B) this card cannot be played or put into play while a card of the same name is on your side",
		source:  `GW adv. "特殊效果" 1枚制限/自军`},
	card.RestrictTo1Deck: {
		explain: "(auto B) a deck cannot hold this card together with a card of the same name (model number aside)",
		source:  `GW adv. "特殊效果" 1枚制限/卡组`},
	card.OncePerTurn: {
		explain: "(auto B) the player who played this card cannot play another card of the same name this turn",
		source:  `GW adv. "特殊效果" 回合1枚限制`},
	card.Base: {
		explain: "(auto A) any number of characters may be set on it; it gets no combat modifier from characters; it cannot sortie to attack, nor in one squad with another Base unit",
		source:  `GW adv. "特殊效果" 据点`},
	card.Cruiser: {
		explain: "(auto A) any number of characters may be set on it; it gets no combat modifier from characters",
		source:  `GW adv. "特殊效果" 舰船`},
	card.Water: {
		explain: "(auto A) while every unit of the squad attacking the earth area has Water, the defender cannot sortie a Base unit to the earth area",
		source:  `GW adv. "特殊效果" 水`},
	card.Desert: {
		explain: "(auto C) at the start of the damage step, if a squad whose units all have Desert is engaged in the earth area, the first unit of the engaged squad not all Desert is rolled",
		source:  `GW adv. "特殊效果" 沙漠`},
	card.BattleDeploy: {
		explain: "(auto B) enters standing when played",
		source:  "gelgoog-war U-G81"},
	card.Change: {
		explain: "(auto B) in the enemy attack step, you may swap this card from your hand with your unit named A; this card enters standing; each player may use Change once a turn",
		source:  `GW adv. "特殊效果" 换装`},
	card.AtmosphericEntry: {
		explain: "(defense step) 《(0)》 while this card is in the space area, move it to the earth area; unresolved effects targeting it lose it; without earth terrain it is destroyed at the return step",
		source:  `GW adv. "特殊效果" 大气圈突入`},
	card.Resupply: {
		explain: "(return step) 《(0)》 up to X standing units of this card's squad without Cruiser or Base are not rolled by this turn's return-step fixed effect",
		source:  `GW adv. "特殊效果" 补给（X）`, hasX: true},
	card.Support: {
		explain: "(auto A) gets no combat modifier from characters; cannot sortie unless its squad has a unit without Support; not counted as the turn's unit, but one Cruiser/Base/Support unit per turn",
		source:  `GW adv. "特殊效果" 支援`},
	card.CruiserModifier: {
		explain: "(auto A) while this card is set on a unit with Cruiser, that unit gets ±X/±Y/±Z",
		source:  `GW adv. "特殊效果" 舰船用修正（X／Y／Z）`},
	card.Multiple: {
		explain: "(battle phase) 《(0)每》 produce the effect A; as its cost remove from the game a card of this card's name from your hand or your Junkyard",
		source:  `GW adv. "特殊效果" 复数 ＞A`},
	card.PSArmor: {
		explain: "(auto B) played, it enters standing. (auto D) when this card goes to a battle area, at the last timing of the turn-end effects it moves to its owner's hand, unless this turn it got Resupply's effect or, with X, at the turn end you produce X or more Nation Power of its designated color",
		source:  `GW adv. "特殊效果" PS裝甲（PS裝甲(X)）`},
	card.Vulture: {
		explain: "(auto D) when a squad made only of Vulture units sorties or is formed, until the end of the turn you get salvage points equal to the total cost of each unit destroyed and discarded in its battle area (does not stack); at the turn end you may move one card of your Junkyard to your hand: a G with 2+ points, a unit or character with 5+, a command or operation with 8+",
		source:  `GW adv. "特殊效果" 回收, 回收点`},
	card.SetOnCharacter: {
		explain: "(auto B) this card may be set on your character, adding its combat modifier to that character's; set on a unit (not a Cruiser or Base), another character may still be set on that unit, and this card then moves onto it; on a character it is outside the one-character limit",
		source:  `GW adv. "特殊效果" 配置/角色`},
	card.SetOnG: {
		explain: "(auto B) this card may be set on your basic G, its combat modifier negated; it is discarded when that G becomes another kind of card; any number may be set on one G",
		source:  `GW adv. "特殊效果" 配置/G`},
	card.SetOnCharacterG: {
		explain: "counts as both Set/Character and Set/G: this card may be set on your character or on your basic G",
		source:  `GW adv. "特殊效果" 视做同一记述的效果 (配置/角色·G)`},
	card.Dismantle: {
		explain: "(your disposition phase) 《(0)》 put a dismantle coin on this card, discarding the cards set on it; this use counts as playing a G. With the coin, its name, costs, terrain and combat power are negated, it is a G, and its only text is \"(auto A) produces 1 Nation Power of this card's original designated color, not negated by enemy effects\"",
		source:  `GW adv. "特殊效果" 解体, 解体指示物`},
	card.Variable: {
		explain: "(auto B) 《[0·X]》 in your disposition phase this card may enter your disposition area standing, placed reversed; it then counts as a special G and every description but its second text is negated; this use counts as playing a G. If this is not used, the second text does not apply",
		source:  `GW adv. "特殊效果" VARIABLE（X）`,
		hasX:    true},
	card.Team: {
		explain: "(auto A) every unit in the same area as this card with the same team named A gets B (this card's texts marked for the team) and B's combat modifier; the same text B is not gained twice, combat modifiers add up",
		source:  `GW adv. "特殊效果" 小队＞[A]B`},
	card.Transformer: {
		explain: "(battle phase) 《(0)》 while this card is standing, it goes from normal mode to transformed mode or back. In transformed mode its original combat power and texts are its transformed side's, keeping Transformer; combat modifiers and texts gained in normal mode carry over; rolled it stays transformed; at the turn end it returns to normal mode; the transformed side's name is not a name",
		source:  `GW adv. "特殊效果" 变形, 变形形态`},
	card.MF: {
		explain: "(auto A) only a character with the GF trait may be set on this card. In the attack step the attacker may sortie exactly one MF unit to the fighting arena (a third battle area, no terrain check); the defender may sortie one unit there only if the attacker did. Units there move only by a normal sortie or effects naming the arena; their set groups can be targeted only by effects of cards in the arena or naming it; each gets (auto D) 《[0·3]》 right after the defense step's fixed effect, while an enemy unit is on the field and no enemy is in the arena, discard at random 1 card of the enemy hand or hangar",
		source:  `GW adv. "特殊效果" MF; "MF和格斗场" 格斗场`},
	card.AdditionalCost: {
		explain: "(auto B) to play this card, right after paying its normal cost pay A (as printed after 追加コスト>) as a further cost; a card whose A cannot be paid cannot be played",
		source:  `GW adv. "特殊效果" 追加费用＞A`},
	card.AlternativeCost: {
		explain: "(auto B) this card may be played with B's effect on its cost (B: 合計国力-N lowers the total cost by N, not below 0; * gives nothing), and then A is paid right after the cost; it may also be played normally",
		source:  `GW adv. "特殊效果" 代替费用＞:A`},
	card.PollutionCoin: {
		explain: "pollution coins are managed by a player (not on the field, not cards); (auto D) at the turn end, a player holding 10 or more pollution coins loses (both at once: a draw). A card listing it has texts that give such coins",
		source:  `GW adv. "特殊效果" 污染指示物`},
	card.Colony: {
		explain: "no effect of its own: other cards' texts name it (a space colony or military facility)",
		source:  `GW adv. "特殊效果" 殖民地`},
	card.Tire: {
		explain: "no effect of its own: other cards' texts name it (a Zanscare unit on tires)",
		source:  `GW adv. "特殊效果" 轮胎`},
	card.FamilyName: {
		explain: "no effect of its own: other cards' texts name it (a character of a powerful family)",
		source:  `GW adv. "特殊效果" 家名`},
	card.School: {
		explain: "流派:A, no effect of its own: other cards' texts name it (the school A, e.g. 東方不敗)",
		source:  `GW adv. "特殊效果" 流派：东方不败。`},
}

// keywordJA is a keyword as printed: 《(1)》範囲兵器(3), 換装〔百式〕.
func keywordJA(k card.Keyword) string {
	s := k.Kind.Japanese()
	switch k.Kind {
	case card.AdditionalCost:
		return s + k.Arg
	case card.AlternativeCost:
		b := "*"
		if k.X > 0 {
			b = fmt.Sprintf("合計国力-%d", k.X)
		}
		return s + b + ":" + k.Arg
	}
	switch {
	case k.XVar:
		s += "(X)" // プリベント(X): the X of the card's play
	case keywordHelps[k.Kind].hasX || k.Kind == card.PSArmor && k.X > 0:
		s += fmt.Sprintf("(%d)", k.X)
	}
	if k.UseCost > 0 {
		s = fmt.Sprintf("《(%d)》", k.UseCost) + s
	}
	if k.Arg != "" {
		s += "〔" + k.Arg + "〕"
	}
	if k.Kind == card.CruiserModifier {
		s += "(" + k.Mod.String() + ")"
	}
	return s
}

// keywordLabel is a keyword as printed and in English: "1枚制限/自軍 (RestrictTo1Own)".
func keywordLabel(k card.Keyword) string { return keywordJA(k) + " (" + k.String() + ")" }

// keywordExplain is the one-line explanation of k; a use cost printed
// before the keyword (《(1)》範囲兵器(3)) replaces the rulebook's 《(0)》 and
// the name in 換装〔A〕 replaces A.
func keywordExplain(k card.Keyword) string {
	h, ok := keywordHelps[k.Kind]
	if !ok {
		return "no explanation recorded"
	}
	s := h.explain
	if k.UseCost > 0 {
		s = strings.Replace(s, "《(0)》", fmt.Sprintf("《(%d)》", k.UseCost), 1)
	}
	if k.Arg != "" {
		s = strings.Replace(s, "named A", "named "+k.Arg, 1)
	}
	return s
}

// textLabels is the English label of each of d's texts (of each mode, for a
// command that offers modes). A text without a label says when it applies.
func textLabels(d *card.Def) []string {
	var out []string
	for _, t := range d.Texts {
		if len(t.Modes) > 0 && t.Label == "" {
			for i, m := range t.Modes {
				out = append(out, fmt.Sprintf("mode %d: %s", i+1, textLabel(m)))
			}
			continue
		}
		out = append(out, textLabel(t))
	}
	return out
}

func textLabel(t card.Text) string {
	if t.Label != "" {
		return t.Label
	}
	when := t.Timing.String()
	if t.Auto != card.AutoNone {
		when = "auto " + t.Auto.String()
	}
	if when != "" {
		return "(" + when + ") no English label: see the printed text"
	}
	return "no English label: see the printed text"
}

// cardTextLines is everything d says: its printed Japanese text, the English
// label of each text and each keyword with its explanation.
func cardTextLines(d *card.Def) []string {
	var lines []string
	// The card files separate printed texts with "/" after a "。".
	switch ja := strings.Split(strings.TrimSpace(d.TextJA), "。/"); {
	case ja[0] == "":
		lines = append(lines, "printed text: -")
	case len(ja) == 1:
		lines = append(lines, "printed text: "+ja[0])
	default:
		lines = append(lines, "printed text:")
		for i, t := range ja {
			if i < len(ja)-1 {
				t += "。"
			}
			lines = append(lines, "  "+t)
		}
	}
	labels := textLabels(d)
	for i, l := range labels {
		if len(labels) == 1 {
			lines = append(lines, "text: "+l)
		} else {
			lines = append(lines, fmt.Sprintf("text %d: %s", i+1, l))
		}
	}
	for _, k := range d.Keywords {
		lines = append(lines, "keyword "+keywordLabel(k)+": "+keywordExplain(k))
	}
	if t := d.Transformed; t != nil { // GW adv. "变形形态"
		lines = append(lines, fmt.Sprintf("transformed side %s (not a name): %s", t.ModeName, t.Power))
		for _, l := range textLabels(t) {
			lines = append(lines, "  transformed text: "+l)
		}
		for _, k := range t.Keywords[1:] { // [0] is the inherited 変形
			lines = append(lines, "  transformed keyword "+keywordLabel(k)+": "+keywordExplain(k))
		}
	}
	return lines
}

// cardTextBlock is cardTextLines(d), each line indented by indent and
// wrapped to width cells, continuations indented two more than their line.
func cardTextBlock(d *card.Def, indent string, width int) []string {
	var out []string
	for _, l := range cardTextLines(d) {
		t := strings.TrimLeft(l, " ")
		in := indent + l[:len(l)-len(t)]
		for i, w := range wrapCells(t, width-displayWidth(in)-2) {
			if i == 0 {
				out = append(out, in+w)
			} else {
				out = append(out, in+"  "+w)
			}
		}
	}
	return out
}

// wrapCells wraps s to lines of at most width terminal cells (at least one
// token a line). It breaks at spaces and between wide characters, never
// inside a word of narrow characters.
func wrapCells(s string, width int) []string {
	if width < 10 {
		width = 10
	}
	// Tokens: a wide character alone, or a run of narrow non-spaces with the
	// spaces after it.
	var toks []string
	rs := []rune(s)
	for i := 0; i < len(rs); {
		j := i + 1
		for !isWide(rs[i]) && j < len(rs) && !isWide(rs[j]) {
			if unicode.IsSpace(rs[j-1]) && !unicode.IsSpace(rs[j]) {
				break // a new word
			}
			j++
		}
		if t := string(rs[i:j]); len(toks) > 0 && strings.Contains("。、」）』", t) {
			toks[len(toks)-1] += t // no line starts with a closing mark
		} else {
			toks = append(toks, t)
		}
		i = j
	}
	var lines []string
	var cur strings.Builder
	n := 0
	for _, t := range toks {
		w := displayWidth(strings.TrimRight(t, " "))
		if n > 0 && n+w > width {
			lines = append(lines, strings.TrimRight(cur.String(), " "))
			cur.Reset()
			n = 0
		}
		cur.WriteString(t)
		n += displayWidth(t)
	}
	if cur.Len() > 0 || len(lines) == 0 {
		lines = append(lines, strings.TrimRight(cur.String(), " "))
	}
	return lines
}
