package engine

import "fmt"

// Render writes event e as a readable English line, as viewer may see it
// (viewer -1: the omniscient log). A card hidden from viewer is "a card".
func (g *Game) Render(e Event, viewer Player) string {
	e = e.Visible(viewer)
	name := func(c CardID) string {
		if c == None {
			return "a card"
		}
		return g.cardName(c)
	}
	p := e.Player.String()
	switch e.Kind {
	case EvFirstPlayer:
		return fmt.Sprintf("%s is the first player", p)
	case EvShuffle:
		return fmt.Sprintf("%s shuffles the Nation", p)
	case EvKeep:
		return fmt.Sprintf("%s keeps a hand of %d", p, e.N)
	case EvReveal:
		return fmt.Sprintf("%s shows %s (%s)", p, name(e.Card), e.Text)
	case EvLook:
		return fmt.Sprintf("%s looks at %s %s", p, name(e.Card), e.Text)
	case EvRedeal:
		return fmt.Sprintf("%s redeals (%s) and draws %d", p, e.Text, e.N)
	case EvTurn:
		return fmt.Sprintf("=== turn %d: %s attacks ===", e.N, p)
	case EvPhase:
		return fmt.Sprintf("-- %s", e.Text)
	case EvDraw:
		if e.Text != "" {
			return fmt.Sprintf("%s draws %s %s", p, name(e.Card), e.Text)
		}
		return fmt.Sprintf("%s draws %s", p, name(e.Card))
	case EvPass:
		if e.M == 1 {
			return fmt.Sprintf("%s passes (nothing else to do)", p)
		}
		return fmt.Sprintf("%s passes", p)
	case EvPlay:
		if e.Text == "G (no cost)" {
			return fmt.Sprintf("%s plays %s", p, name(e.Card))
		}
		return fmt.Sprintf("%s plays %s: %s", p, name(e.Card), e.Text)
	case EvUse:
		return fmt.Sprintf("%s uses %s: %s", p, name(e.Card), e.Text)
	case EvPayResource:
		return fmt.Sprintf("%s pays resource %d: %d card(s) from the top of the Nation to the Discard Pile", p, e.N, e.N)
	case EvTrigger:
		return fmt.Sprintf("%s's effect triggers: %s", p, e.Text)
	case EvResolve:
		if e.M == 1 {
			return fmt.Sprintf("resolved: %s's use of the text %s had while being played", p, name(e.Card))
		}
		return fmt.Sprintf("resolved: %s", name(e.Card))
	case EvFail:
		return fmt.Sprintf("%s fails to resolve: %s", name(e.Card), e.Text)
	case EvEnter:
		if e.M == 1 { // into a battle area (enter-as to: battle-area)
			return fmt.Sprintf("%s enters %s's field in the %s area %s", name(e.Card), p, e.Area, e.Text)
		}
		return fmt.Sprintf("%s enters %s's disposition area %s", name(e.Card), p, e.Text)
	case EvSet:
		return fmt.Sprintf("%s is set on %s", name(e.Card), name(e.Target))
	case EvSortie:
		pos := "head"
		if e.N > 1 {
			pos = fmt.Sprintf("position %d", e.N)
		}
		return fmt.Sprintf("%s sorties %s %s to the %s area (%s of the squad)", p, name(e.Card), e.Text, e.Area, pos)
	case EvEngaged:
		return fmt.Sprintf("the %s area is engaged", e.Area)
	case EvSquadPower:
		t := ""
		if e.M == 1 {
			t = " at the swift-strike timing"
		}
		return fmt.Sprintf("%s's squad in the %s area deals %d battle damage%s", p, e.Area, e.N, t)
	case EvBattleDamage:
		if e.Card == None {
			s := fmt.Sprintf("%d battle damage to %s's Nation (%d card(s) to the Discard Pile)", e.N, p, e.N)
			if e.N == 0 {
				s = fmt.Sprintf("no card left in %s's Nation to take the battle damage", p)
			}
			if e.Text != "" {
				s += " by " + e.Text
			}
			return s
		}
		return fmt.Sprintf("%d battle damage to %s", e.N, name(e.Card))
	case EvDamage:
		if e.Card == None {
			return fmt.Sprintf("%d damage to %s's Nation (by %s)", e.N, p, name(e.Target))
		}
		return fmt.Sprintf("%d damage to %s (by %s)", e.N, name(e.Card), name(e.Target))
	case EvDestroyed:
		return fmt.Sprintf("%s is destroyed", name(e.Card))
	case EvDiscardEffect:
		return fmt.Sprintf("discard effect resolves: %s goes to the Junkyard", name(e.Card))
	case EvToJunkyard:
		if e.Text != "" {
			return fmt.Sprintf("%s goes to %s's Junkyard (%s)", name(e.Card), p, e.Text)
		}
		return fmt.Sprintf("%s is discarded to the Junkyard", name(e.Card))
	case EvRecover:
		return fmt.Sprintf("%s recovers %d (Discard Pile to Nation)", p, e.N)
	case EvModify:
		return fmt.Sprintf("%s %s", name(e.Card), e.Text)
	case EvCoin:
		return fmt.Sprintf("%d %s coin(s) on %s", e.N, e.Text, name(e.Card))
	case EvRoll:
		if e.Card == None {
			return fmt.Sprintf("%s rolls %s", p, e.Text)
		}
		s := fmt.Sprintf("%s is rolled", name(e.Card))
		if e.Text != "" {
			s += " " + e.Text
		}
		return s
	case EvReroll:
		return fmt.Sprintf("%s rerolls %s", p, e.Text)
	case EvReturn:
		if e.M == 1 {
			return fmt.Sprintf("%s returns from the %s area, not rolled (補給)", name(e.Card), e.Area)
		}
		return fmt.Sprintf("%s returns from the %s area, rolled", name(e.Card), e.Area)
	case EvHandDiscard:
		return fmt.Sprintf("%s discards %s from hand", p, g.cardName(e.Card))
	case EvToHand:
		return fmt.Sprintf("%s returns to %s's hand", name(e.Card), p)
	case EvMove:
		return fmt.Sprintf("%s moves %s", name(e.Card), e.Text)
	case EvRemoved:
		return fmt.Sprintf("%s is removed from the game", name(e.Card))
	case EvEndEffects:
		return "until-end-of-turn effects end"
	case EvGameOver:
		if e.Player < 0 {
			return "game over: draw (" + e.Text + ")"
		}
		return fmt.Sprintf("game over: %s wins (%s)", p, e.Text)
	case EvNote:
		if e.Card == None {
			return e.Text
		}
		return fmt.Sprintf("%s: %s", name(e.Card), e.Text)
	}
	return fmt.Sprintf("event %d", e.Kind)
}
