package web_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Two pages play each other through the table's link while a third page
// watches; the spectator is shown no hand.
func TestBrowserTwoPlayersAndASpectator(t *testing.T) {
	ctx := browser(t)
	ts := serve(t)
	host, guest, watcher := tab(t, ctx), tab(t, ctx), tab(t, ctx)
	if err := chromedp.Do(host, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(ts.URL+"/")); err != nil {
		t.Fatal(err)
	}
	click(t, host, chromedp.CSS("#open-table"))
	waitFor(t, host, `!!document.querySelector("#invite-link") && document.querySelector("#invite-link").value.includes("#join=")`)
	shot(t, host, "friend-waiting-1280x800.png")
	link, err := chromedp.Run(host, chromedp.Evaluate[string](`document.querySelector("#invite-link").value`))
	if err != nil {
		t.Fatal(err)
	}
	watch, _, _ := strings.Cut(link, "#")
	if err := chromedp.Do(guest, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(link)); err != nil {
		t.Fatal(err)
	}
	click(t, guest, chromedp.CSS("#join"))
	if err := chromedp.Do(watcher, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(watch)); err != nil {
		t.Fatal(err)
	}
	pages := []context.Context{host, guest}
	r := rand.New(rand.NewPCG(5, 6))
	decisions, shotMid := 0, false
	for over := false; !over && decisions < 4000; {
		acted := false
		for _, p := range pages {
			s := read(t, p)
			if s.Over {
				over = true
				break
			}
			if len(s.Actions) > 0 {
				clickAction(t, p, s, r)
				decisions++
				acted = true
			}
		}
		if !acted && !over {
			time.Sleep(20 * time.Millisecond)
		}
		if decisions >= 20 && !shotMid {
			shotMid = true
			shot(t, host, "friend-p1-midgame-1280x800.png")
			shot(t, guest, "friend-p2-midgame-1280x800.png")
			shot(t, watcher, "friend-spectator-midgame-1280x800.png")
		}
	}
	var winners []string
	for _, p := range []context.Context{host, guest, watcher} {
		waitFor(t, p, `!!document.querySelector("#winner")`)
		s := read(t, p)
		winners = append(winners, s.Winner)
	}
	t.Logf("after %d clicked decisions: P1's page %q, P2's page %q, the spectator's %q", decisions, winners[0], winners[1], winners[2])
	if !strings.HasPrefix(winners[2], "P1 wins") && !strings.HasPrefix(winners[2], "P2 wins") && !strings.HasPrefix(winners[2], "A draw") {
		t.Errorf("the spectator's result: %q", winners[2])
	}
	if (strings.HasPrefix(winners[0], "You win")) == (strings.HasPrefix(winners[1], "You win")) && !strings.HasPrefix(winners[2], "A draw") {
		t.Errorf("both or neither player won: %q, %q", winners[0], winners[1])
	}
	spectator := read(t, watcher)
	noHand, err := chromedp.Run(watcher, chromedp.Evaluate[string](`document.querySelector("#hand").textContent`))
	if err != nil || spectator.Hand != 0 || len(spectator.Actions) != 0 || noHand != "Spectators see no hand." {
		t.Errorf("the spectator's page shows %d hand cards, %d actions, %q", spectator.Hand, len(spectator.Actions), noHand)
	}
	shot(t, host, "friend-p1-end-1280x800.png")
	shot(t, watcher, "friend-spectator-end-1280x800.png")
}
