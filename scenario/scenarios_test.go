package scenario

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios runs every scenario under the project's scenarios/ folder,
// one subtest per file. A known failure is skipped with its reason; one that
// passes fails the test so that its known_failure marker is removed.
func TestScenarios(t *testing.T) {
	files, err := Files([]string{"../scenarios"})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Errorf("only %d scenarios under scenarios/ (the rule tests want at least 40)", len(files))
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(f, "../scenarios/")), ".yaml")
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			s, err := Load(f)
			if err != nil {
				t.Fatal(err)
			}
			r := Run(s)
			switch r.Status {
			case Pass:
			case Known:
				t.Skipf("known failure: %s\n%s", r.KnownFailure, r.Failure)
			default:
				t.Errorf("%s\nlast events:\n  %s", r.Failure, strings.Join(r.Events, "\n  "))
			}
		})
	}
}

// TestTemplate checks that the template `sortie scenario new` writes is a
// scenario that passes.
func TestTemplate(t *testing.T) {
	s, err := Parse("template.yaml", []byte(Template))
	if err != nil {
		t.Fatal(err)
	}
	if r := Run(s); r.Status != Pass {
		t.Fatalf("the template fails: %s", r.Failure)
	}
}
