package server

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"time"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"
)

// client is one WebSocket connection to a table.
type client struct {
	conn     *websocket.Conn
	seat     int           // 0 or 1; -1 for a spectator
	send     chan []byte   // frames to write, in order
	done     chan struct{} // closed when the client is dropped
	dropOnce sync.Once
	status   websocket.StatusCode // the close status, once dropped
	reason   string               // why it was dropped
}

// drop ends the connection with a policy-violation close: the writer sends
// the frames already queued, then closes the socket.
func (c *client) drop(reason string) { c.finish(websocket.StatusPolicyViolation, reason) }

// finish ends the connection with the given close status and reason.
func (c *client) finish(status websocket.StatusCode, reason string) {
	c.dropOnce.Do(func() {
		c.status, c.reason = status, truncate(reason, 120)
		close(c.done)
	})
}

// serveWS runs one client of table id: a hello, then frames until the
// socket closes. Every refused frame is answered with an error frame and
// changes nothing.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request) {
	t, err := s.table(r.PathValue("id"))
	if err != nil {
		httpError(w, err)
		return
	}
	conn, err := websocket.Accept(w, r, nil) // same-origin only (the default)
	if err != nil {
		return
	}
	conn.SetReadLimit(maxMessage)
	c := &client{conn: conn, seat: -1, send: make(chan []byte, sendQueue), done: make(chan struct{})}
	written := make(chan struct{})
	go func() {
		c.writeLoop()
		close(written)
	}()
	err = c.readLoop(r.Context(), t)
	t.leave(c)
	status := websocket.StatusNormalClosure
	if errors.Is(err, errPolicy) {
		status = websocket.StatusPolicyViolation
	}
	c.finish(status, closeReason(err))
	<-written
}

// errPolicy marks the errors that close a socket for breaking the protocol.
var errPolicy = errors.New("protocol")

func closeReason(err error) string {
	if err == nil {
		return "bye"
	}
	return err.Error()
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// readLoop reads the hello, then every frame, until an error.
func (c *client) readLoop(ctx context.Context, t *table) error {
	m, err := c.read(ctx, helloTimeout*time.Second)
	if err != nil {
		return err
	}
	if m.T != "hello" {
		return fmt.Errorf("%w: the first frame must be a hello", errPolicy)
	}
	seat, ok := t.seatOf(m.Token)
	if !ok {
		c.sendError(errorMsg{T: "error", Msg: "unknown token"})
		return fmt.Errorf("%w: unknown token", errPolicy)
	}
	c.seat = seat
	t.join(c)
	limit := rate.NewLimiter(ratePerSec, rateBurst)
	for {
		m, err := c.read(ctx, idleTimeout*time.Second)
		if err != nil {
			return err
		}
		if m.T == "act" {
			err := t.handleAct(c, m.ID)
			if err == nil {
				continue // an applied action moves the game on: only refused frames count towards the limit
			}
			c.sendError(errorMsg{T: "error", Msg: err.Error()})
		}
		if !limit.Allow() {
			return fmt.Errorf("%w: too many frames", errPolicy)
		}
		switch m.T {
		case "ping", "act", "":
		case "why":
			c.sendError(t.handleWhy(c, m))
		default:
			c.sendError(errorMsg{T: "error", Msg: fmt.Sprintf("unknown frame type %q", truncate(m.T, 20))})
		}
	}
}

// read reads one frame; a malformed one is answered with an error frame
// and read past (T is then "").
func (c *client) read(ctx context.Context, timeout time.Duration) (inMsg, error) {
	rctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	typ, b, err := c.conn.Read(rctx)
	if err != nil {
		return inMsg{}, err
	}
	if typ != websocket.MessageText {
		c.sendError(errorMsg{T: "error", Msg: "frames are JSON text"})
		return inMsg{}, nil
	}
	m, err := decodeFrame(b)
	if err != nil {
		c.sendError(errorMsg{T: "error", Msg: err.Error()})
		return inMsg{}, nil
	}
	if m.T == "" {
		c.sendError(errorMsg{T: "error", Msg: `a frame needs its type "t"`})
	}
	return m, nil
}

// sendError queues an error frame for c alone.
func (c *client) sendError(e errorMsg) {
	select {
	case c.send <- mustJSON(e):
	default:
		c.drop("too slow: reconnect")
	}
}

// writeLoop writes queued frames and pings until the client is dropped,
// then writes what is still queued and closes the socket.
func (c *client) writeLoop() {
	tick := time.NewTicker(pingEvery * time.Second)
	defer tick.Stop()
	write := func(b []byte) bool {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		return c.conn.Write(ctx, websocket.MessageText, b) == nil
	}
	for {
		select {
		case <-c.done:
			for ok := true; ok; {
				select {
				case b := <-c.send:
					ok = write(b)
				default:
					ok = false
				}
			}
			c.conn.Close(c.status, c.reason)
			return
		case b := <-c.send:
			if !write(b) {
				c.drop("write failed")
			}
		case <-tick.C:
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			err := c.conn.Ping(ctx)
			cancel()
			if err != nil {
				c.drop("no pong")
			}
		}
	}
}

// seatOf returns the seat a hello token proves: a seat's secret, or "" for
// a spectator.
func (t *table) seatOf(token string) (int, bool) {
	if token == "" {
		return -1, true
	}
	for seat := 0; seat < 2; seat++ {
		if s := t.rec.Tokens[seat]; s != "" && subtle.ConstantTimeCompare([]byte(s), []byte(token)) == 1 {
			return seat, true
		}
	}
	return 0, false
}
