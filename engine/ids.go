package engine

import "fmt"

// CardID is a card instance in one game: an index into Game.cards. Player 0's
// deck is 0..n0-1 in deck-list order, player 1's follows.
type CardID int16

// None is the CardID of no card.
const None CardID = -1

// Player is 0 or 1.
type Player int8

// Opp returns the other player.
func (p Player) Opp() Player { return 1 - p }

func (p Player) String() string {
	switch p {
	case 0:
		return "P1"
	case 1:
		return "P2"
	}
	return fmt.Sprintf("P%d", p+1)
}

// Zone is a place (场所, GW adv. "场所") a card can be in.
type Zone uint8

// The zones. Disposition and Battle together are the field (场).
const (
	ZNone Zone = iota
	ZNation
	ZDiscardPile
	ZJunkyard
	ZHand
	ZHangar
	ZRemoved
	ZDisposition
	ZBattle
	ZCut // a played card while it is a "played card" (GW adv. "场所": 被使用的卡片)
)

var zoneNames = [...]string{"none", "Nation", "DiscardPile", "Junkyard", "Hand", "Hangar", "Removed", "DispositionArea", "BattleArea", "Cut"}

func (z Zone) String() string { return zoneNames[z] }

// OnField reports whether z is part of the field (GW adv. "场").
func (z Zone) OnField() bool { return z == ZDisposition || z == ZBattle }

// Area is a battle area (GW basic "战斗区域").
type Area int8

// The battle areas. FightingArena is the third (GW basic "战斗区域": 宇宙区域、
// 地球区域、格斗场; GW adv. "格斗场": 与宇宙区域/地球区域不同的第3个战斗区域;
// its rules are in arena.go).
const (
	Space Area = iota
	Earth
	FightingArena
	NumAreas
)

func (a Area) String() string {
	switch a {
	case Space:
		return "space"
	case FightingArena:
		return "arena"
	}
	return "earth"
}

// Phase is a phase of the turn (GW basic "游戏的流程").
type Phase uint8

// The phases and the battle phase's steps, in turn order.
const (
	PSetup Phase = iota
	PReroll
	PDraw
	PDisposition
	PAttack
	PDefense
	PDamage
	PReturn
	PEndOfTurn
)

var phaseNames = [...]string{"setup", "reroll phase", "draw phase", "disposition phase", "attack step", "defense step", "damage step", "return step", "end of turn"}

func (p Phase) String() string { return phaseNames[p] }

// IsBattle reports whether p is a step of the battle phase.
func (p Phase) IsBattle() bool { return p >= PAttack && p <= PReturn }
