package engine

// EventKind says what happened.
type EventKind uint8

// The event kinds.
const (
	EvFirstPlayer EventKind = iota + 1
	EvShuffle
	EvKeep
	EvReveal
	EvRedeal
	EvTurn
	EvPhase
	EvDraw
	EvPass // Player passes priority (M 1: automatically, having no other action)
	EvPlay // a card is played: Card, N designated checked, M total checked, Text the colors
	EvUse  // a text is used: Card, Text the summary
	EvPayResource
	EvTrigger
	EvResolve
	EvFail
	EvEnter
	EvSet
	EvSortie // Card joins the squad in Area at position N (1 = head)
	EvEngaged
	EvSquadPower   // the squad of Player in Area deals N battle damage (M: at swift-strike timing if 1)
	EvBattleDamage // N battle damage to Card, or to Player's Nation when Card is None
	EvDamage       // N damage by an effect to Card, or to Player's Nation
	EvDestroyed
	EvDiscardEffect
	EvToJunkyard
	EvRecover
	EvModify
	EvCoin
	EvRoll
	EvReroll
	EvReturn
	EvHandDiscard
	EvToHand
	EvMove
	EvRemoved
	EvEndEffects
	EvGameOver
	EvNote
	EvLook // Player looks at Card (secret to the others)
)

// Event is one thing that happened, for logs, replays and clients. Card
// identities of cards hidden from a viewer are removed by Visible.
type Event struct {
	Kind   EventKind
	Player Player
	Card   CardID
	Target CardID
	N, M   int16
	Area   Area
	Secret bool // Card is known only to Player (a draw, a card moved face down)
	Text   string
}

// reportOnly marks the events that only tell of a change whose code marked
// the derived characteristics stale itself (a sortie: lift and placeGroup; a
// draw or a resource payment: moveTops; an engagement: updateEngagement; a
// roll or reroll: rollGroup and the reroll phase, touch; a play: lift; the
// end of the turn's effects: endOfTurnEffects; a move to the Junkyard, a
// discard from the hand, a recovery and a discard effect: the moves, which
// come after their event or before it; a set: setOn; an entering:
// putOnField; the units' return: placeGroup and rollGroup; a destruction and a
// unit's damage: touch(srHarm) where they are marked, a Nation's damage:
// moveTops; a move and a return to the hand: the moves, placeGroup, liftTo,
// putInOf, toBottom, rollGroup, joinSquad, and 換装 and VARIABLE mark theirs),
// or of no change at all (a squad's damage before it is dealt, a
// look, a reveal). A note may tell of any change (a damage cleared, a mode
// changed): it marks them stale.
func reportOnly(k EventKind) bool {
	switch k {
	case EvSortie, EvDraw, EvEngaged, EvSquadPower, EvLook, EvReveal, EvRoll, EvReroll, EvPlay, EvPayResource, EvEndEffects,
		EvToJunkyard, EvHandDiscard, EvRecover, EvDiscardEffect, EvSet, EvEnter, EvReturn, EvDestroyed, EvDamage, EvBattleDamage,
		EvMove, EvToHand:
		return true
	}
	return false
}

// tell records event e, the report of a choice that changed nothing (a
// player declaring no sortie): unlike emit, it keeps what is derived.
func (g *Game) tell(e Event) { g.events = append(g.events, e) }

// emit records event e and marks stale what e's change may have changed.
func (g *Game) emit(e Event) {
	g.events = append(g.events, e)
	// most events follow a change (derive.go); a pass, a new turn and the
	// start of a phase or step change only the time (startTurn's other
	// resets are of counts no characteristic reads), which characteristics
	// read only through a condition on the turn or timing; a report changes
	// nothing its change did not mark already
	switch {
	case reportOnly(e.Kind):
	case e.Kind == EvPass || e.Kind == EvPhase:
		g.touch(srTime)
	case e.Kind == EvTurn:
		g.touch(srTime | srActive) // startTurn: the active player too
	case e.Kind == EvUse || e.Kind == EvTrigger:
		// a text use or a triggered effect goes onto the cut (or resolves
		// at once, its steps marking their changes: effect.go); effects
		// read the cut as a state off the field (srCut: PUsing, conditions
		// on the cut: effectReads), and the use's costs mark their own
		// changes
		g.touch(srCut)
	case e.Kind == EvResolve:
		// an effect resolved (effect.go stepExec): its steps marked their
		// changes, a command's move to the Junkyard marks its own, and the
		// rest is the end of its resolution, the cut's state (Rise 717.4's
		// replacement effects that end are no characteristic)
		g.touch(srCut)
	default:
		g.invalidate()
	}
}

// Visible returns e as viewer may see it: the identity of a secret card is
// removed for the other player, and so is the mark of an automatic pass. viewer -1 is the omniscient log.
func (e Event) Visible(viewer Player) Event {
	if viewer >= 0 && viewer != e.Player {
		if e.Secret {
			e.Card = None
		}
		if e.Kind == EvPass {
			e.M = 0 // an automatic pass reads as a chosen one (cut.go pass)
		}
	}
	return e
}
