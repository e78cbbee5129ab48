// Command sortie plays and checks Gundam War games: sim (AI vs AI), play
// (human vs AI in the terminal), deck check, cards, scenario.
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

func main() {
	root := &cobra.Command{
		Use:           "sortie",
		Short:         "Sortie: a rules-enforcing Gundam War engine and play platform",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.AddCommand(simCmd())
	for _, c := range extraCommands {
		root.AddCommand(c())
	}
	if err := root.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "sortie:", err)
		os.Exit(exitCode(err))
	}
}

// extraCommands are added by the other files of this package.
var extraCommands []func() *cobra.Command

// exitError carries a specific exit code.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }

func exitCode(err error) int {
	if e, ok := err.(*exitError); ok {
		return e.code
	}
	return 1
}
