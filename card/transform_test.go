package card

import (
	"strings"
	"testing"
)

const transformCard = `cards:
  - number: T-1
    color: blue
    name: ゼータ
    kind: unit
    cost: {designated: 1, total: "1", resource: "0"}
    power: 3/2/3
    terrain: [space]
    keywords: [変形]
    transformed:
      name: ウェイブライダー
      power: 2/4/2
      keywords: [高機動]
      texts:
        - timing: always
          steps: [{op: draw, n: 1}]
    source: test
`

// GW adv. "变形形态": the transformed side keeps the card's name and 変形,
// has its own power, keywords and texts; its printed name is only ModeName.
func TestTransformedSide(t *testing.T) {
	db := &DB{}
	if err := LoadBytes(db, "t.yaml", []byte(transformCard)); err != nil {
		t.Fatal(err)
	}
	d := db.Defs[0]
	s := d.Transformed
	if s == nil || s.Normal != d || s.Index != d.Index || s.Name != "ゼータ" || s.ModeName != "ウェイブライダー" {
		t.Fatalf("side %+v", s)
	}
	if s.Power != (Power{2, 4, 2}) || len(s.Keywords) != 2 || s.Keywords[0].Kind != Transformer || s.Keywords[1].Kind != HighMobility {
		t.Errorf("side power %v keywords %v", s.Power, s.Keywords)
	}
	if len(s.Texts) != 1 || s.Texts[0].ID == 0 || len(d.Texts) != 0 {
		t.Errorf("texts: side %d, normal %d", len(s.Texts), len(d.Texts))
	}
	for _, c := range []struct{ from, to, want string }{
		{"    transformed:\n      name: ウェイブライダー\n      power: 2/4/2\n      keywords: [高機動]\n      texts:\n        - timing: always\n          steps: [{op: draw, n: 1}]\n", "", "needs its transformed side"},
		{"    keywords: [変形]\n", "", "only a unit with 変形"},
		{"      keywords: [高機動]\n", "      keywords: [変形]\n", "inherited"},
		{"      power: 2/4/2\n", "", "needs power"},
	} {
		b := strings.Replace(transformCard, c.from, c.to, 1)
		err := LoadBytes(&DB{}, "t.yaml", []byte(b))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("want %q, got %v", c.want, err)
		}
	}
}
