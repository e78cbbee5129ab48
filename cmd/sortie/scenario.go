package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/sortie-tcg/sortie/scenario"
)

func init() { extraCommands = append(extraCommands, scenarioCmd) }

func scenarioCmd() *cobra.Command {
	c := &cobra.Command{
		Use:   "scenario",
		Short: "Run rule scenarios (rule tests, bug reports, puzzles)",
		Long: `A scenario is a YAML file that sets a whole position, plays scripted actions and
states expected results. docs/scenarios.md is the reference.`,
		Args: cobra.NoArgs,
	}
	c.AddCommand(scenarioRunCmd(), scenarioNewCmd())
	return c
}

func scenarioRunCmd() *cobra.Command {
	var verbose bool
	c := &cobra.Command{
		Use:   "run PATH...",
		Short: "Run scenario files, or every *.yaml under folders",
		Long: `Run each scenario and print one line per scenario: PASS, FAIL, KNOWN (a known
failure: the file says known_failure and the run fails) or FIXED (a known
failure that now passes). For a failure, the first failed step is printed with
expected and actual values, then the last events before it. A file that cannot
be read is a FAIL with "file:line: what is wrong". The exit code is non-zero if
any scenario fails (FAIL or FIXED).`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			files, err := scenario.Files(args)
			if err != nil {
				return err
			}
			if len(files) == 0 {
				return fmt.Errorf("no scenario files (*.yaml) in %s", strings.Join(args, " "))
			}
			return runScenarios(cmd.OutOrStdout(), files, verbose)
		},
	}
	c.Flags().BoolVarP(&verbose, "verbose", "v", false, "print every event of every scenario")
	return c
}

func runScenarios(out io.Writer, files []string, verbose bool) error {
	var pass, fail, known int
	for _, f := range files {
		s, err := scenario.Load(f)
		if err != nil {
			fail++
			fmt.Fprintf(out, "FAIL  %s\n      %v\n", f, err)
			continue
		}
		r := scenario.Run(s)
		fmt.Fprintf(out, "%-5s %s: %s\n", r.Status, f, r.Name)
		switch r.Status {
		case scenario.Pass:
			pass++
			if verbose {
				for _, e := range r.Log {
					fmt.Fprintf(out, "        %s\n", e)
				}
			}
			continue
		case scenario.Known:
			known++
			fmt.Fprintf(out, "      known failure: %s\n", r.KnownFailure)
		default:
			fail++
		}
		fmt.Fprintf(out, "      %s\n", r.Failure)
		evs := r.Events
		title := "last events"
		if verbose {
			evs, title = r.Log, "events"
		}
		if len(evs) > 0 && r.Status != scenario.Fixed {
			fmt.Fprintf(out, "      %s:\n", title)
			for _, e := range evs {
				fmt.Fprintf(out, "        %s\n", e)
			}
		}
	}
	fmt.Fprintf(out, "%d passed, %d failed, %d known failures\n", pass, fail, known)
	if fail > 0 {
		return &exitError{code: 1, err: errors.New("some scenarios failed")}
	}
	return nil
}

func scenarioNewCmd() *cobra.Command {
	var force bool
	c := &cobra.Command{
		Use:   "new [FILE]",
		Short: "Write a commented scenario template (to FILE, or to standard output)",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				_, err := io.WriteString(cmd.OutOrStdout(), scenario.Template)
				return err
			}
			flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
			if force {
				flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
			}
			f, err := os.OpenFile(args[0], flags, 0o644)
			if err != nil {
				if errors.Is(err, os.ErrExist) {
					return fmt.Errorf("%s exists (use --force to overwrite)", args[0])
				}
				return err
			}
			if _, err := io.WriteString(f, scenario.Template); err != nil {
				f.Close()
				return err
			}
			if err := f.Close(); err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %s: edit it, then run sortie scenario run %s\n", args[0], args[0])
			return nil
		},
	}
	c.Flags().BoolVar(&force, "force", false, "overwrite FILE if it exists")
	return c
}
