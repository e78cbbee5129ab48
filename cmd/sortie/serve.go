package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/server"
	"github.com/sortie-tcg/sortie/store"
)

func init() { extraCommands = append(extraCommands, serveCmd) }

func serveCmd() *cobra.Command {
	var addr, dbPath string
	c := &cobra.Command{
		Use:   "serve",
		Short: "Play in the browser: a table against the AI or another person",
		Long: `Start the Sortie server: open the address it prints in a browser to play
against the AI, or open a table and send its link to a person; anyone with
the table's address may watch. Every game is stored as it happens in the
SQLite file --db (created on first run): stop or kill the server and start it
again, and the games go on where they were.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runServe(ctx, cmd.OutOrStdout(), addr, dbPath)
		},
	}
	c.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "the address to listen on")
	c.Flags().StringVar(&dbPath, "db", "sortie.db", "the SQLite file that keeps the games")
	return c
}

// runServe serves until ctx is done.
func runServe(ctx context.Context, out io.Writer, addr, dbPath string) error {
	db, err := loadDB()
	if err != nil {
		return err
	}
	st, err := store.Open(dbPath)
	if err != nil {
		return err
	}
	defer st.Close()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: server.New(server.Config{DB: db, Store: st}), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(out, "Sortie is serving on http://%s (games kept in %s)\n", ln.Addr(), dbPath)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
