//go:build !unix

package agent_test

import "time"

// cpuTime is not measured here: playouts/cpu-s reads +Inf.
func cpuTime() time.Duration { return 0 }
