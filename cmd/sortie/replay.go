package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/replay"
)

func init() { extraCommands = append(extraCommands, replayCmd) }

func replayCmd() *cobra.Command {
	var verify bool
	c := &cobra.Command{
		Use:   "replay FILE",
		Short: "Print a finished game's log, or verify it (--verify)",
		Long: `Read a replay file (downloaded from a table of sortie serve) and print every
event of the game. With --verify, re-derive every shuffle and state hash from
the revealed seed, the decks and the actions: the seed must match the hash
shown when the game started, every action must be legal, every hash and the
result must match. Exit status 1 names the first difference.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			fh, err := os.Open(args[0])
			if err != nil {
				return err
			}
			defer fh.Close()
			f, err := replay.Read(fh)
			if err != nil {
				return err
			}
			db, err := loadDB()
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if !verify {
				return replay.Log(out, db, f)
			}
			if err := replay.Verify(db, f); err != nil {
				return fmt.Errorf("%s does not verify: %w", args[0], err)
			}
			result := "not over"
			if f.Over {
				result = "a draw"
				if f.Winner >= 0 {
					result = fmt.Sprintf("P%d wins", f.Winner+1)
				}
				result += " (" + f.Reason + ")"
			}
			fmt.Fprintf(out, "verified: seed %s matches the hash %s; %d actions and their state hashes re-derived; %s\n",
				f.Seed, f.SeedHash, len(f.Actions), result)
			return nil
		},
	}
	c.Flags().BoolVar(&verify, "verify", false, "re-derive every shuffle and state hash and check them")
	return c
}
