package card

import "testing"

// A command is never on the field (GW basic "指令的使用"): a filter of commands
// only with no place word, which would look at the field, is a load error
// saying what to write; event-source looks wherever the effect's card is
// (Rise 712.5), so [command] there is what 「コマンドの効果で」 means.
func TestCommandFilterPlace(t *testing.T) {
	const dmg = `steps: [{op: damage, what: T, n: 1}]`
	const never = `good.yaml:14: a command is never on the field: name its place, e.g. [command, "in:cut"] (being played) or [command, "in:game"] (anywhere)`
	loadSteps(t, []stepLoad{
		{`steps: [{op: if, if: [{event-source: [command]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{event-source: [command, "in:cut"]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{event-card: [command, enemy]}], ` + dmg + `}]`, never},
		{`steps: [{op: if, if: [{event-card: [command, "in:game"]}], ` + dmg + `}]`, ""},
		{`steps: [{op: if, if: [{exists: [command]}], ` + dmg + `}]`, never},
		{`steps: [{op: choose, filter: [command, operation]}]`, ""},
		{`steps: [{op: choose, filter: [not command]}]`, ""},
	})
}
