package agent

import "github.com/sortie-tcg/sortie/card"

// heldWeight is how a determinization weighs a card dealt to the hand of
// an opponent whose Nation Power is power (engine.Game.DeterminizeWeighted):
// a player plays a G every turn it has one and the units, characters and
// operations it can pay for, and keeps its commands for their moment, so
// a hand it kept holds fewer G and more commands than a uniform deal of its
// hidden cards would. The weights are the ratios, per kind of card, of the
// cards in the hands greedy kept to those a uniform deal gave, over every
// decision with a choice in 40 greedy-vs-greedy games between the embedded
// decks (seeds 500001–500040, each deck in each seat): a G 0.29, a command
// 3.1, another card 0.82 when its total cost is at most power, else 1.77.
// With them a uniform deal's excess disappears (the same ratios come out
// 0.90–1.10), and the search's sortie choices gain more over greedy's when
// both are judged by greedy continuations of the true game (+0.043 a
// decision against +0.008, over 310 sortie decisions of 12 games).
func heldWeight(power int) func(*card.Def) float64 {
	return func(d *card.Def) float64 {
		switch {
		case d.Kind == card.G:
			return 0.29
		case d.Kind == card.Command:
			return 3.1
		case d.Cost.Total <= power:
			return 0.82
		}
		return 1.77
	}
}
