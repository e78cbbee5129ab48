package rulescov

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "write docs/rules-coverage.md")

// TestRulesCoverage checks that docs/rules-coverage.md is the coverage the
// source shows now, and that every heading and rule has a citation or a note.
func TestRulesCoverage(t *testing.T) {
	rep, err := Build("..")
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Uncovered) > 0 {
		t.Errorf("%d headings or rules have no citation in code or tests and no note in docs/rules/notes.txt:\n%s",
			len(rep.Uncovered), strings.Join(rep.Uncovered, "\n"))
	}
	const file = "../docs/rules-coverage.md"
	want := rep.Markdown()
	if *update {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Error("docs/rules-coverage.md is stale: run go test ./rulescov -update")
	}
}

func TestRiseCitations(t *testing.T) {
	got := strings.Join(riseCitations("Rise 716.1e; Rise 719.1–719.3 and Rise 716–717, Rise 707.3, 709.2d"), " ")
	if want := "716.1e 719.1 719.2 719.3 716 717 707.3 709.2d"; got != want {
		t.Errorf("riseCitations = %q, want %q", got, want)
	}
}

// TestStatus checks the status a row gets: a row without a note that a test
// cites is implemented, one only code cites is untested, a cited row with a "partial:" note is partial, a note names
// the others.
func TestStatus(t *testing.T) {
	for _, c := range []struct {
		row  Row
		want string
	}{
		{Row{Code: []string{"engine/loop.go"}, Tests: []string{"scenarios/x.yaml"}}, Implemented},
		{Row{Tests: []string{"scenarios/x.yaml"}}, Implemented},
		{Row{Code: []string{"engine/loop.go"}}, Untested},
		{Row{Code: []string{"engine/loop.go"}, Note: "partial: no X is named"}, Partial},
		{Row{Note: "not implemented: no card here"}, NotImplemented},
		{Row{Note: "covered by its parts"}, ByParts},
		{Row{}, ""},
	} {
		if got := c.row.Status(); got != c.want {
			t.Errorf("%+v: status %q, want %q", c.row, got, c.want)
		}
	}
}
