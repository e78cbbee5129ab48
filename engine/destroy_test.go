package engine

import "testing"

// checkDestroyed is not made again while the state's version stays (no
// change it reads): damage dealt by a rule bumps the version and destroys
// the unit; damage written without bumping it is a missed destruction that
// a game with verify set reports.
func TestCheckDestroyedKept(t *testing.T) {
	g, p, u, v := localGame(t)
	g.checkDestroyed()
	if !g.noneDoomed || g.doomedVer != g.harmVer {
		t.Fatal("a check that found no unit to destroy was not kept")
	}
	def := g.defense(u)
	g.cards[u].damage = int16(def)
	g.touch(srHarm) // as damageUnit marks it
	g.checkDestroyed()
	if !g.cards[u].destroyed {
		t.Fatalf("a unit with damage %d of defense %d was not destroyed", def, def)
	}
	g.enter(v, p)
	g.checkDestroyed()
	g.cards[v].damage = int16(g.defense(v)) // not marked: the kept check would miss it
	g.verify = true
	defer func() {
		if r := recover(); r == nil {
			t.Fatal("a destruction the kept check missed was not reported")
		}
	}()
	g.checkDestroyed()
}

// A roll that nothing derived reads keeps the check (defense and damage do
// not read it); a change of the engagement, which 宙间战斗 reads, does not.
func TestCheckDestroyedKeptAcrossRoll(t *testing.T) {
	g, _, u, _ := localGame(t)
	g.checkDestroyed()
	if (g.dvReads|g.powerReads())&srRolled != 0 {
		t.Fatal("the game's effects read the rolls: the test needs a game where none does")
	}
	kept := g.doomedVer
	g.touch(srRolled)
	if g.doomedVer != g.harmVer || g.doomedVer != kept {
		t.Fatal("a roll that nothing derived reads made the check for units to destroy stale")
	}
	g.touch(srEngaged)
	if g.doomedVer == g.harmVer {
		t.Fatal("a change of the engagement kept the check for units to destroy")
	}
	g.checkDestroyed()
	g.cards[u].damage = int16(g.defense(u))
	g.touch(srRolled) // not the damage's mark: a missed destruction
	g.verify = true
	defer func() {
		if r := recover(); r == nil {
			t.Fatal("a destruction the kept check missed was not reported")
		}
	}()
	g.checkDestroyed()
}
