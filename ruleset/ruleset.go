// Package ruleset holds what differs between the games the engine plays
// (Gundam War, later Crusade) as data and small policies, so that the engine
// has no "if crusade" scattered through it (DESIGN "Layers").
package ruleset

// Ruleset is one game's constants.
type Ruleset struct {
	Name        string
	DeckSize    int // GW basic "游戏的必要条件" 1: exactly 50
	MaxCopies   int // GW basic "游戏的必要条件" 2: at most 3 of one name
	MaxSpecialG int // GW basic "游戏的必要条件" 4: at most 6 special G
	OpeningHand int // GW basic "游戏的准备" 5: 6
	HandSize    int // GW basic "回合结束时" 3: 6, the attacker only
	RedealBMin  int // GW basic "手牌的再调度" B: 5, then 4, then 3
}

// GundamWar is the Gundam War basic + advanced rulebook v1.3.
var GundamWar = &Ruleset{
	Name:        "gundamwar",
	DeckSize:    50,
	MaxCopies:   3,
	MaxSpecialG: 6,
	OpeningHand: 6,
	HandSize:    6,
	RedealBMin:  3,
}

// ByName returns the ruleset called name, or nil.
func ByName(name string) *Ruleset {
	if name == GundamWar.Name || name == "" {
		return GundamWar
	}
	return nil
}
