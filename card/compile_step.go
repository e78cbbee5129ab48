// The compilation of a text's steps (effect primitives) from their raw form.

package card

import (
	"fmt"
)

func (sc *scope) compileSteps(raw []rawStep) ([]Step, *verr) {
	var out []Step
	for i := range raw {
		s, e := sc.compileStep(&raw[i])
		if e != nil {
			return nil, at(fmt.Sprintf("[%d]", i), e)
		}
		out = append(out, s)
	}
	return out, nil
}

func (sc *scope) compileStep(r *rawStep) (Step, *verr) {
	s := Step{Label: r.Label, Optional: r.Optional, IfDone: r.IfDone, Once: r.Once}
	var w *opWord
	for i := range opWords {
		if opWords[i].word == r.Op && !opWords[i].internal {
			w = &opWords[i]
		}
	}
	if w == nil {
		return s, bad(".op", "unknown effect primitive %q", r.Op)
	}
	s.Op = w.op
	var have stepField
	var e *verr
	if r.What != "" {
		have |= fWhat
		ref, err := sc.ref(r.What)
		if err != nil {
			return s, bad(".what", "%v", err)
		}
		s.What = ref
	}
	if r.N != nil {
		have |= fN
		if s.N, e = sc.compileNum(r.N); e != nil {
			return s, at(".n", e)
		}
	}
	if r.Mod != "" {
		have |= fMod
		m, err := ParseModifier(r.Mod)
		if err != nil {
			return s, bad(".mod", "%v", err)
		}
		s.Mod = m
	}
	switch r.Until {
	case "":
	case "end-of-turn":
		have |= fUntil
		s.Until = UntilEndOfTurn
	case "this-turn":
		have |= fUntil
		s.Until = ThisTurn
		if len(r.Filter) == 0 {
			return s, bad(".until", "until: this-turn reaches the cards matching a filter: write filter, not what")
		}
	case "leaves-field":
		have |= fUntil
		s.Until = UntilLeavesField
		if len(r.Filter) > 0 {
			return s, bad(".until", "until: leaves-field lasts on the cards of what while they stay on the field: write what, not filter")
		}
	case "next-turn":
		have |= fUntil
		s.Until = DuringNextTurn
		if len(r.Filter) > 0 {
			return s, bad(".until", "until: next-turn lasts on the cards of what: write what, not filter")
		}
	default:
		return s, bad(".until", "until is end-of-turn, this-turn, leaves-field or next-turn, not %q", r.Until)
	}
	if r.Keyword != "" && (s.Op == OpKeywordValue || s.Op == OpUseKeyword || s.Op == OpKeywordEffect) {
		// the keyword by its name, without a value: 「範囲兵器」+1; 「範囲兵器(X)」の効果, X being n
		have |= fKeyword
		k, ok := keywordByName(r.Keyword)
		if !ok {
			return s, bad(".keyword", "unknown keyword %q (English or Japanese name, without a value)", r.Keyword)
		}
		if s.Op == OpUseKeyword && !usableKeywords[k] {
			return s, bad(".keyword", "use-keyword has the effect of 範囲兵器 only, not %s", k)
		}
		if s.Op == OpKeywordEffect && !textKeywords[k] {
			return s, bad(".keyword", "keyword-effect changes the effect of a keyword that stands for a used text (範囲兵器, 特殊シールド, サイコミュ, 補給, 大気圏突入, 変形, 解体), not %s", k)
		}
		s.Keyword = Keyword{Kind: k}
	} else if r.Keyword != "" {
		have |= fKeyword
		k, err := sc.db.effectKeyword(r.Keyword)
		if err != nil {
			return s, bad(".keyword", "%v", err)
		}
		if k.XVar {
			return s, bad(".keyword", "プリベント(X) is printed on a card played with an X, not gained")
		}
		s.Keyword = k
	}
	if r.Kind != "" {
		have |= fKind
		k, err := ParseKind(r.Kind)
		if err != nil {
			return s, bad(".kind", "%v", err)
		}
		s.Kind = k
	}
	if r.Rule != "" {
		have |= fRule
		rl, err := parseEffectRule(r.Rule)
		if err == nil && rl.Kind == RuleAttackLimit {
			err = errAttackLimit
		}
		if err != nil {
			return s, bad(".rule", "%v", err)
		}
		s.Rule = rl
	}
	if r.Replace != nil {
		have |= fReplace
		rp, e := sc.compileRepl(r.Replace, false)
		if e != nil {
			return s, at(".replace", e)
		}
		s.Replace = rp
	}
	if r.Zone != "" {
		have |= fZone
		for _, z := range zoneWords {
			if z.word == r.Zone && z.z&(InHand|InNation|InDiscardPile|InJunkyard|InHangar) == z.z {
				s.Zone = z.z
			}
		}
		if s.Zone == 0 {
			return s, bad(".zone", "zone is nation, discard-pile, junkyard, hand or hangar, not %q", r.Zone)
		}
		if s.Op == OpMill && s.Zone != InNation && s.Zone != InDiscardPile {
			return s, bad(".zone", "mill takes from the top of a Nation or a Discard Pile")
		}
	}
	if r.Top != nil {
		have |= fTop
		if s.Top, e = sc.compileNum(r.Top); e != nil {
			return s, at(".top", e)
		}
	}
	if r.Shuffle {
		have |= fShuffle
		s.Shuffle = true
	}
	if r.Reveal {
		have |= fReveal
		s.Reveal = true
	}
	if r.Blind {
		// GW adv. "非人为地～": chosen face down by the cards' enemy
		have |= fBlind
		s.Blind = true
		if e := blindChoice(r); e != nil {
			return s, e
		}
	}
	if r.As != nil {
		have |= fAs
		if s.Desc, e = sc.db.asDef(r.As); e != nil {
			return s, at(".as", e)
		}
	}
	if r.Also {
		have |= fAlso
		s.Also = true
	}
	if r.Color != "" {
		have |= fColor
		c, err := ParseColor(r.Color)
		if err != nil || c == Purple {
			return s, bad(".color", "a color of the six: %v", err)
		}
		s.Color = c
	}
	if r.Token != nil {
		have |= fToken
		d, e := sc.db.tokenDef(r.Token)
		if e != nil {
			return s, at(".token", e)
		}
		s.Token = d
	}
	if r.Text != nil {
		have |= fText
		t, e := compileText(sc.db, r.Text)
		if e != nil {
			return s, at(".text", e)
		}
		s.Grant = &t
		if s.Op == OpKeywordEffect {
			// the keyword's effect is a used text (「(自軍帰還ステップ):《R》…」)
			if !t.Used() || len(t.Static) > 0 || len(t.Modes) > 0 || t.From != 0 {
				return s, bad(".text", "a keyword's effect is a used text: a timing, no auto, static, modes or from")
			}
			t.Keyword = s.Keyword.Kind // read where the keyword's text is (engine textsOf)
		}
	}
	if r.To != "" {
		have |= fTo
		var err error
		if s.To, err = sc.dest(r.To, &s.Onto); err != nil {
			return s, bad(".to", "%v", err)
		}
		if w.dests == nil {
			return s, bad(".to", "%s takes no to", r.Op)
		}
		if takes := w.dests(s.To); takes != "" {
			return s, bad(".to", "%s cannot go to %q: it takes %s", r.Op, r.To, takes)
		}
	}
	switch r.Who {
	case "", "self":
	case "enemy":
		have |= fWho
		s.Who = Enemy
	case "all":
		// GW adv. "以复数个「场所」为对象的效果": the places of every player
		switch {
		case s.Op != OpDiscardHand && s.Op != OpReveal && s.Op != OpLook && s.Op != OpShuffle:
			return s, bad(".who", "who: all is for discard-hand, reveal, look and shuffle")
		case s.Op == OpReveal && r.Zone == "":
			return s, bad(".who", "who: all reveals a place of every player: write its zone")
		}
		have |= fWho
		s.Who = Both
	default:
		return s, bad(".who", "who is self or enemy (all for discard-hand, reveal, look and shuffle), not %q", r.Who)
	}
	if len(r.Filter) > 0 {
		have |= fFilter
		if s.Filter, e = sc.compileFilter(r.Filter); e != nil {
			return s, at(".filter", e)
		}
		if r.Blind && !faceDownFilter(s.Filter) {
			return s, bad(".filter", "a blind choice among a hand, Nation or Discard Pile cannot tell its face-down cards apart: the filter names only places and players (own, enemy, owned)")
		}
	}
	if r.Optional {
		have |= fOptional
	}
	if len(r.If) > 0 {
		have |= fIf
		if s.If, e = sc.compileConds(r.If); e != nil {
			return s, at(".if", e)
		}
	}
	if r.Event != "" {
		have |= fEvent
		ev, err := ParseEvent(r.Event)
		if err != nil {
			return s, bad(".event", "%v", err)
		}
		s.Event = ev
	}
	if r.Once {
		have |= fOnce
	}
	if r.Timing != "" {
		have |= fTiming
		t, err := ParseTiming(r.Timing)
		if err != nil || t.Period <= WholeTurn {
			return s, bad(".timing", "want a phase or step, with own- or enemy- or without, got %q", r.Timing)
		}
		s.Timing = t
	}
	if len(r.Steps) > 0 {
		have |= fSteps
		if s.Steps, e = sc.compileSteps(r.Steps); e != nil {
			return s, at(".steps", e)
		}
	}
	if len(r.Else) > 0 {
		have |= fElse
		if s.Else, e = sc.compileSteps(r.Else); e != nil {
			return s, at(".else", e)
		}
	}
	for i, o := range r.Options {
		have |= fOptions
		os, e := sc.compileSteps(o)
		if e != nil {
			return s, at(fmt.Sprintf(".options[%d]", i), e)
		}
		s.Options = append(s.Options, os)
	}
	if r.ModOf != "" {
		have |= fModOf
		ref, err := sc.ref(r.ModOf)
		if err != nil {
			return s, bad(".mod_of", "%v", err)
		}
		s.ModOf = ref
	}
	if s.Op == OpModify && have&(fMod|fModOf) != fMod && have&(fMod|fModOf) != fModOf {
		return s, bad("", "modify needs mod or mod_of")
	}
	if s.Op == OpModify && have&fN != 0 && (have&fModOf != 0 || s.N.IsZero()) {
		return s, bad(".n", "modify's n multiplies mod (「-X/-X/-X」: mod: -1/-1/-1, n: X): not with mod_of, not 0")
	}
	if r.Min != nil {
		have |= fMin
		if s.Min, e = sc.compileNum(r.Min); e != nil {
			return s, at(".min", e)
		}
	}
	switch r.By {
	case "", "self":
	case "enemy":
		have |= fBy
		s.By = Enemy
	default:
		return s, bad(".by", "by is self or enemy, not %q", r.By)
	}
	if r.Name != "" {
		// the name is given after the step's own words: it names its result
		have |= fName
		if _, err := sc.ref(r.Name); err == nil || !isUpperName(r.Name) {
			return s, bad(".name", "a name is capitals (U, C2) not used before in the text, got %q", r.Name)
		}
		sc.named = append(sc.named, r.Name)
		s.As = int8(len(sc.named))
	}
	if r.While != nil {
		have |= fWhile
		if s.While, e = sc.compileWhile(r.While); e != nil {
			return s, at(".while", e)
		}
	}
	for _, f := range stepFieldNames {
		switch {
		case have&f.f != 0 && w.takes&f.f == 0:
			return s, bad("."+f.name, "%s takes no %s", r.Op, f.name)
		case have&f.f == 0 && w.needs&f.f != 0:
			return s, bad("", "%s needs %s", r.Op, f.name)
		}
	}
	switch s.Op {
	case OpReplace:
		if s.Until == DuringNextTurn {
			return s, bad(".until", "a replacement lasts until the end of the turn or this turn, not the next turn")
		}
		if s.Replace.ToNation && have&(fWhat|fFilter) != 0 {
			return s, bad("", "a replacement of damage to a Nation names the Nation in replace, not what or filter")
		}
		if !s.Replace.ToNation && have&(fWhat|fFilter) != fWhat && have&(fWhat|fFilter) != fFilter {
			return s, bad("", "replace acts on what or on filter")
		}
	case OpModify, OpGain, OpLose, OpNegate, OpRestrict, OpChangeCost, OpKeywordValue, OpDestroy:
		if have&(fWhat|fFilter) == fWhat|fFilter {
			return s, bad("", "%s acts on what or on filter, not both", r.Op)
		}
		if have&(fWhat|fFilter) == 0 {
			return s, bad("", "%s needs what or filter", r.Op)
		}
	}
	if s.Op == OpMove {
		switch have & (fWhat | fFilter) {
		case fWhat | fFilter:
			return s, bad("", "move acts on what or on filter, not both")
		case 0:
			return s, bad("", "move needs what or filter")
		case fFilter:
			// 「…以外の、全てのカード」: every matching card, decided when it
			// resolves (GW adv. "指定「所有的」为对象的效果"), to a place where
			// their order does not matter: the owner decides the order of
			// cards moved to an ordered place (GW adv. "配置组的破坏/废弃/移动"),
			// which is not asked here
			if s.To.Place != PlaceHand && s.To.Place != PlaceRemoved {
				return s, bad(".to", "move with filter goes to owner-hand or removed, not %q", r.To)
			}
		}
	}
	if s.Op == OpCountsAs && have&(fKind|fAs) != fKind && have&(fKind|fAs) != fAs {
		return s, bad("", "counts-as needs kind or as")
	}
	if s.Also && s.Desc == nil {
		return s, bad(".also", "also goes with as")
	}
	if s.Op == OpGain && have&(fKeyword|fText) != fKeyword && have&(fKeyword|fText) != fText {
		return s, bad("", "gain needs keyword or text")
	}
	if s.Op == OpPollution && (s.N.Kind != NConst || s.N.Const < 1) {
		return s, bad(".n", "pollution needs n, the number of pollution coins (1 or more)")
	}
	return s, nil
}

// blindChoice checks a choose step with blind (GW adv. "非人为地～"): its
// cards are a filter's, chosen by the rule's player (no who, optional or
// min), and face-down cards are told apart only by place and player: a
// filter on a hand, Nation or Discard Pile has no other word.
func blindChoice(r *rawStep) *verr {
	if r.Op != "choose" {
		return nil // the op's field check refuses blind
	}
	if len(r.Filter) == 0 || r.What != "" || r.Who != "" || r.Optional || r.Min != nil {
		return bad(".blind", "a blind choice takes a filter and n only (the cards' enemy chooses them, face down)")
	}
	return nil
}

// faceDownFilter reports whether filter f, of a blind choice, reads nothing
// of a face-down card but its place and player: so when it names a hand, a
// Nation or a Discard Pile (GW adv. "非人为地～").
func faceDownFilter(f *Filter) bool {
	if f.Zones&(InHand|InNation|InDiscardPile) == 0 {
		return true
	}
	if f.Kinds != 0 {
		return false
	}
	for _, p := range f.Preds {
		if p.Op != PZone && p.Op != POwn && p.Op != POwned {
			return false
		}
	}
	return true
}

// compileWhile compiles a step's while (Rise 714.3b): the card is this (the
// default) or a target of the text, known when the effect goes on the cut.
func (sc *scope) compileWhile(r *rawWhile) (*While, *verr) {
	w := &While{Of: Ref{Kind: RefThis}}
	if r.Of != "" {
		ref, err := sc.ref(r.Of)
		if err != nil || ref.Kind != RefThis && ref.Kind != RefTarget {
			return nil, bad(".of", "while: of is this or a target of the text, not %q", r.Of)
		}
		w.Of = ref
	}
	if len(r.Is) == 0 {
		return nil, bad(".is", "while needs is: the filter the card keeps matching")
	}
	var e *verr
	if w.Is, e = sc.compileFilter(r.Is); e != nil {
		return nil, at(".is", e)
	}
	return w, nil
}
