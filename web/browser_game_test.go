package web_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/replay"
)

// One page plays a whole game against the AI by clicking, at 1280×800 and
// for a while at a phone's size; a refused move shows its rule; the replay
// of the finished game verifies.
func TestBrowserGameAgainstAI(t *testing.T) {
	ctx := browser(t)
	ts := serve(t)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), chromedp.Navigate(ts.URL+"/"),
		chromedp.Click(chromedp.CSS("#play-ai"), chromedp.NodeVisible)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.querySelectorAll("#hand .card").length > 0 && document.querySelectorAll("#actions button.act").length > 0`)
	shot(t, ctx, "ai-start-1280x800.png")
	r := rand.New(rand.NewPCG(3, 4))
	decisions, asked := 0, false
	for polls := 0; polls < 20000; polls++ {
		s := read(t, ctx)
		if s.Over {
			break
		}
		if len(s.Actions) == 0 {
			waitFor(t, ctx, `document.querySelectorAll("#actions button.act:not([disabled])").length > 0 || !!document.querySelector("#winner")`)
			continue
		}
		if !asked && askWhy(t, ctx, s) {
			asked = true
			shot(t, ctx, "ai-refused-1280x800.png")
		}
		clickAction(t, ctx, s, r)
		decisions++
		switch decisions {
		case 20:
			shot(t, ctx, "ai-midgame-1280x800.png")
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile)); err != nil {
				t.Fatal(err)
			}
		case 25:
			shot(t, ctx, "ai-midgame-phone-390x844.png")
			if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
				t.Fatal(err)
			}
		}
	}
	s := read(t, ctx)
	if !s.Over {
		t.Fatalf("no result after %d decisions", decisions)
	}
	if !asked {
		t.Error("no refused move was tried: every hand card was always playable")
	}
	shot(t, ctx, "ai-end-1280x800.png")
	t.Logf("game over after %d clicked decisions: %s", decisions, s.Winner)
	verifyReplay(t, ctx)
}

// askWhy clicks a hand card that has no action at a priority decision, asks
// why it cannot be played, and checks that the refusal names a rule. It
// reports whether it found such a card.
func askWhy(t *testing.T, ctx context.Context, s pageState) bool {
	t.Helper()
	pass := false
	cards := map[string]bool{}
	for _, a := range s.Actions {
		pass = pass || a.Kind == "pass"
		cards[a.Card] = true
	}
	if !pass {
		return false
	}
	ids, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll("#hand .card")].map(c => c.dataset.card)`))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if cards[id] {
			continue
		}
		click(t, ctx, chromedp.CSS(fmt.Sprintf(`#hand [data-card="%s"]`, id)))
		click(t, ctx, chromedp.CSS("#detail button.why"))
		waitFor(t, ctx, `!!document.querySelector("#notice .notice")`)
		text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#notice").textContent`))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(text, "The rules refuse: ") || !strings.Contains(text, " — ") {
			t.Fatalf("a refused play shows %q, not the rule that refuses it", text)
		}
		t.Logf("refused move: %s", text)
		return true
	}
	return false
}

// verifyReplay downloads the replay through the table's link and verifies it.
func verifyReplay(t *testing.T, ctx context.Context) {
	t.Helper()
	href, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#replay").href`))
	if err != nil {
		t.Fatal(err)
	}
	r, err := http.Get(href)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	f, err := replay.Read(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	if err := replay.Verify(db, f); err != nil {
		t.Fatalf("the replay downloaded from the table does not verify: %v", err)
	}
}
