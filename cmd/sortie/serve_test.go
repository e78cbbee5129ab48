package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/sortie-tcg/sortie/replay"
)

// TestMain lets the test binary be the server of TestServeSurvivesSIGKILL:
// with SORTIE_TEST_SERVE=DBFILE it runs "sortie serve" on a free port.
func TestMain(m *testing.M) {
	if db := os.Getenv("SORTIE_TEST_SERVE"); db != "" {
		if err := runServe(context.Background(), os.Stdout, "127.0.0.1:0", db); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startServe starts "sortie serve" in a child process and returns it with
// its base URL.
func startServe(t *testing.T, db string) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "SORTIE_TEST_SERVE="+db)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil {
		t.Fatalf("the server printed nothing: %v", err)
	}
	_, rest, _ := strings.Cut(line, "http://")
	addr, _, _ := strings.Cut(rest, " ")
	return cmd, "http://" + addr
}

// stateFrame is the part of a server frame this test reads.
type stateFrame struct {
	T       string `json:"t"`
	V       int    `json:"v"`
	Actions []struct {
		ID string `json:"id"`
	} `json:"actions"`
	Result *struct{ Seed string } `json:"result"`
}

// seat is one WebSocket client of a table.
type seat struct {
	t    *testing.T
	conn *websocket.Conn
}

func connect(t *testing.T, base, table, token string) *seat {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+"/ws/"+table, nil)
	if err != nil {
		t.Fatal(err)
	}
	conn.SetReadLimit(1 << 24)
	s := &seat{t, conn}
	s.write(fmt.Sprintf(`{"t":"hello","token":%q}`, token))
	return s
}

func (s *seat) write(m string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.conn.Write(ctx, websocket.MessageText, []byte(m)); err != nil {
		s.t.Fatal(err)
	}
}

// decision reads frames until one asks this seat to act or ends the game.
func (s *seat) decision() stateFrame {
	s.t.Helper()
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		_, b, err := s.conn.Read(ctx)
		cancel()
		if err != nil {
			s.t.Fatal(err)
		}
		var f stateFrame
		json.Unmarshal(b, &f)
		if f.T == "state" && (len(f.Actions) > 0 || f.Result != nil) {
			return f
		}
	}
}

func getReplay(t *testing.T, base, table string) *replay.File {
	t.Helper()
	r, err := http.Get(base + "/api/tables/" + table + "/replay")
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	b, _ := io.ReadAll(r.Body)
	f, err := replay.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return f
}

// Kill the server with SIGKILL in the middle of a game and start it again:
// the game is there at the same state hash, and a client that reconnects
// finishes it; the finished game's replay verifies.
func TestServeSurvivesSIGKILL(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	srv, base := startServe(t, db)
	var tbl struct{ Table, Token string }
	var s *seat
	var f stateFrame
	// the server shuffles with a seed from crypto/rand: a game that ends
	// within 30 actions is tried again with a new table
	for try := 0; ; try++ {
		r, err := http.Post(base+"/api/tables", "application/json", strings.NewReader(`{"mode":"ai","deck":"green","ai":"greedy","opponent":"blue"}`))
		if err != nil {
			t.Fatal(err)
		}
		json.NewDecoder(r.Body).Decode(&tbl)
		r.Body.Close()
		s = connect(t, base, tbl.Table, tbl.Token)
		n := 0
		for ; n < 30; n++ {
			if f = s.decision(); f.Result != nil {
				break
			}
			s.write(fmt.Sprintf(`{"t":"act","id":%q}`, f.Actions[len(f.Actions)-1].ID))
		}
		if n == 30 {
			if f = s.decision(); f.Result == nil { // the 30th action is stored before this frame is sent
				break
			}
		}
		if try == 4 {
			t.Fatal("five games ended within 30 actions")
		}
	}
	before := getReplay(t, base, tbl.Table)
	if err := srv.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	srv.Wait()

	_, base = startServe(t, db)
	after := getReplay(t, base, tbl.Table)
	n := len(before.Actions)
	if n == 0 || len(after.Actions) != n || after.Actions[n-1].Hash != before.Actions[n-1].Hash || f.V != n {
		t.Fatalf("before the kill: %d actions (frame at version %d); after: %d", n, f.V, len(after.Actions))
	}
	s = connect(t, base, tbl.Table, tbl.Token)
	for {
		f = s.decision()
		if f.Result != nil {
			break
		}
		s.write(fmt.Sprintf(`{"t":"act","id":%q}`, f.Actions[0].ID))
	}
	end := getReplay(t, base, tbl.Table)
	dbc, _ := loadDB()
	if err := replay.Verify(dbc, end); err != nil {
		t.Fatalf("the game finished after the restart does not verify: %v", err)
	}
	checkReplayCommand(t, end)
	t.Logf("killed at action %d (hash %s); finished after the restart at action %d, verified", n, after.Actions[n-1].Hash, len(end.Actions))
}

// checkReplayCommand runs "sortie replay" and "sortie replay --verify" on
// f's file, and --verify on an altered copy, which must fail.
func checkReplayCommand(t *testing.T, f *replay.File) {
	t.Helper()
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		cmd := replayCmd()
		cmd.SilenceErrors, cmd.SilenceUsage = true, true
		cmd.SetArgs(args)
		cmd.SetOut(&out)
		err := cmd.Execute()
		return out.String(), err
	}
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "game.json"), filepath.Join(dir, "altered.json")
	write := func(path string, f *replay.File) {
		var b bytes.Buffer
		f.Write(&b)
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(good, f)
	if out, err := run("--verify", good); err != nil || !strings.HasPrefix(out, "verified: ") {
		t.Fatalf("replay --verify of a finished game: %v\n%s", err, out)
	}
	if out, err := run(good); err != nil || !strings.Contains(out, "game over") {
		t.Fatalf("replay: %v\n%s", err, out)
	}
	f.Actions[10].Card++
	write(bad, f)
	if _, err := run("--verify", bad); err == nil || !strings.Contains(err.Error(), "action 11") {
		t.Fatalf("replay --verify accepts an altered file: %v", err)
	}
}
