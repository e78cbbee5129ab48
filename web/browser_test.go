package web_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/sortie-tcg/sortie/cards"
	"github.com/sortie-tcg/sortie/server"
	"github.com/sortie-tcg/sortie/store"
)

// chromium returns the browser to drive. The browser tests run when CI=true
// or SORTIE_BROWSER=1; then a missing browser fails them.
func chromium(t *testing.T) string {
	t.Helper()
	if os.Getenv("CI") != "true" && os.Getenv("SORTIE_BROWSER") == "" {
		t.Skip("BROWSER TESTS NOT RUN: set SORTIE_BROWSER=1 (they need Debian's chromium; .ci/run runs them)")
	}
	for _, p := range []string{os.Getenv("SORTIE_CHROMIUM"), "/usr/bin/chromium", "chromium"} {
		if p == "" {
			continue
		}
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Fatal("CHROMIUM IS MISSING: the browser tests need it (apt-get install chromium, or SORTIE_CHROMIUM=PATH)")
	return ""
}

// browser starts headless chromium with the flags this machine needs.
func browser(t *testing.T) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 800))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

// tab opens a new tab of the browser of ctx.
func tab(t *testing.T, ctx context.Context) context.Context {
	t.Helper()
	c, cancel := chromedp.NewContext(ctx)
	t.Cleanup(cancel)
	return c
}

// serve starts sortie's server on loopback with a fresh game store.
func serve(t *testing.T) *httptest.Server {
	t.Helper()
	db, err := cards.DB()
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(filepath.Join(t.TempDir(), "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(server.New(server.Config{DB: db, Store: st, Logf: t.Logf}))
	t.Cleanup(func() { ts.Close(); st.Close() })
	return ts
}

// artifacts is the folder for screenshots: $SORTIE_ARTIFACTS, or one in the
// temporary directory.
func artifacts(t *testing.T) string {
	dir := os.Getenv("SORTIE_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "sortie-artifacts")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// shot saves a screenshot of the tab's viewport.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(artifacts(t), name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}

// pageState is what a table page shows: the result, and the enabled
// action buttons.
type pageState struct {
	Over    bool   `json:"over"`
	Winner  string `json:"winner"`
	Hand    int    `json:"hand"`
	Actions []struct {
		ID   string `json:"id"`
		Kind string `json:"kind"`
		Card string `json:"card"`
	} `json:"actions"`
}

const readPage = `(() => {
  const w = document.querySelector("#winner");
  return {over: !!w, winner: w ? w.textContent : "", hand: document.querySelectorAll("#hand .card").length,
    actions: [...document.querySelectorAll("#actions button.act:not([disabled])")].map(b => ({id: b.dataset.id, kind: b.dataset.kind, card: b.dataset.card}))};
})()`

func read(t *testing.T, ctx context.Context) pageState {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[pageState](readPage))
	if err != nil {
		t.Fatalf("reading the page: %v", err)
	}
	return s
}

// waitFor polls the page until the JavaScript expression is true.
func waitFor(t *testing.T, ctx context.Context, expr string) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](expr))
		if err != nil && strings.Contains(err.Error(), "navigated or closed") {
			// the page is navigating (a click that opens a table): the
			// expression ran on the page that left; ask the new one
			time.Sleep(15 * time.Millisecond)
			continue
		}
		if err != nil {
			t.Fatalf("waiting for %s: %v", expr, err)
		}
		if ok {
			return
		}
		time.Sleep(15 * time.Millisecond)
	}
	t.Fatalf("timed out waiting for %s", expr)
}

// clickAction makes one decision by clicking: the action's card then its
// button in the card's detail (half of the time, when it has a card), or its
// button in the list of actions.
func clickAction(t *testing.T, ctx context.Context, s pageState, r *rand.Rand) {
	t.Helper()
	a := s.Actions[r.IntN(len(s.Actions))]
	var moves []int // actions that do something: a person plays more than they pass
	for i, x := range s.Actions {
		switch x.Kind {
		case "keep":
			a = x
			moves = nil
		case "play", "use", "sortie", "target", "choose", "x", "order", "option", "yes":
			moves = append(moves, i)
		}
		if x.Kind == "keep" {
			break
		}
	}
	if len(moves) > 0 && r.IntN(4) > 0 {
		a = s.Actions[moves[r.IntN(len(moves))]]
	}
	btn := fmt.Sprintf(`#actions button[data-id="%s"]`, a.ID)
	if a.Card != "-1" && r.IntN(2) == 0 {
		// its name: the middle of a unit may be a card set on it
		card := fmt.Sprintf(`[...document.querySelectorAll('.board [data-card="%s"] > .nm')].find(e => e.getClientRects().length)`, a.Card)
		if ok, _ := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!"+card)); ok {
			click(t, ctx, chromedp.JSPath(card))
			btn = fmt.Sprintf(`#detail button[data-id="%s"]`, a.ID)
			if ok, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`!!document.querySelector('%s')`, btn))); !ok {
				shot(t, ctx, "failed-card-click.png")
				shown, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.querySelector("#detail h3") || {}).textContent + " / " + document.querySelector("#actions").textContent`))
				t.Fatalf("clicking card %s for %q opened %q", a.Card, a.ID, shown)
			}
		}
	}
	click(t, ctx, chromedp.CSS(btn))
	waitFor(t, ctx, fmt.Sprintf(`!document.querySelector('#actions button[data-id="%s"]') || !!document.querySelector("#winner")`, a.ID))
}

// click clicks the element sel selects, once it is visible; it fails the
// test after 10 s.
func click[S chromedp.Selectable](t *testing.T, ctx context.Context, sel S) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Do(c, chromedp.Click(sel, chromedp.NodeVisible)); err != nil {
		t.Fatalf("clicking %v: %v", sel, err)
	}
}
