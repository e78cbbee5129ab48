package card

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is a card kind (GW adv. "卡片的记述", "种类"; GW basic "机体卡", "角色卡",
// "指令卡", "任务卡", "国力卡").
type Kind uint8

// The five card kinds.
const (
	Unit Kind = iota + 1
	Character
	Command
	Operation
	G
)

var kindNames = [...]string{"", "unit", "character", "command", "operation", "g"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// ParseKind reads a kind name as written in card files ("unit", "g", ...).
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if i > 0 && n == strings.ToLower(s) {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown kind %q (want unit, character, command, operation or g)", s)
}

// Color is a Nation Power color (GW adv. "国力与基本G的种类"; GW basic
// "GUNDAM WAR的颜色"): six colors plus purple.
type Color uint8

// The Nation Power colors. Purple is only ever a designated color.
const (
	Blue Color = iota + 1
	Green
	Black
	Red
	Brown
	White
	Purple
	NumColors = int(Purple) + 1
)

var colorNames = [...]string{"", "blue", "green", "black", "red", "brown", "white", "purple"}

func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return fmt.Sprintf("color(%d)", c)
}

// ParseColor reads a color name ("blue", "green", ...).
func ParseColor(s string) (Color, error) {
	for i, n := range colorNames {
		if i > 0 && n == strings.ToLower(s) {
			return Color(i), nil
		}
	}
	return 0, fmt.Errorf("unknown color %q", s)
}

// Designated is one designated Nation Power requirement: Count power of Color
// (GW basic "支付指定国力").
type Designated struct {
	Color Color
	Count int
}

// Cost is a card's printed cost (GW adv. "费用"): designated power (one entry,
// two for a dual-color card: GW adv. "双色卡"), total power and resource cost. TotalX and
// ResourceX count the variables X in those costs ("XX" is 2: GW adv. "拥有两个变数的资源费用的支付"),
// DesignatedX those of the designated power (one value of X for all: GW adv. "变数").
type Cost struct {
	Designated  []Designated
	DesignatedX int // the X in the (first) designated power: 黒X
	Total       int
	TotalX      int
	Resource    int
	ResourceX   int
}

// HasX reports whether a cost part has the variable X (GW adv. "变数").
func (c Cost) HasX() bool { return c.DesignatedX > 0 || c.TotalX > 0 || c.ResourceX > 0 }

// DesignatedValue is the designated power value: the sum over both entries of a
// dual card (GW adv. "双色卡的指定国力的数值").
func (c Cost) DesignatedValue() int {
	n := 0
	for _, d := range c.Designated {
		n += d.Count
	}
	return n
}

// Star is the value "*" of a combat power: it counts as 0 whatever the modifiers
// (GW basic "战斗伤害数值的决定", adv. "﹡").
const Star = -1

// Power is a unit's printed combat power: melee / range / defense, each a
// number or Star.
type Power struct {
	Melee, Range, Defense int
}

func (p Power) String() string {
	var buf [3 * 21]byte // a view builds many: one allocation each
	b := buf[:0]
	for i, v := range [3]int{p.Melee, p.Range, p.Defense} {
		if i > 0 {
			b = append(b, '/')
		}
		if v == Star {
			b = append(b, '*')
		} else {
			b = strconv.AppendInt(b, int64(v), 10)
		}
	}
	return string(b)
}

// Modifier is a combat modifier ±X/±Y/±Z (GW adv. "战斗修正").
type Modifier struct {
	Melee, Range, Defense int
}

// Add returns the sum of two modifiers.
func (m Modifier) Add(o Modifier) Modifier {
	return Modifier{m.Melee + o.Melee, m.Range + o.Range, m.Defense + o.Defense}
}

// IsZero reports whether all three values are 0.
func (m Modifier) IsZero() bool { return m == Modifier{} }

func (m Modifier) String() string {
	f := func(v int) string {
		switch {
		case v > 0:
			return fmt.Sprintf("+%d", v)
		case v < 0:
			return fmt.Sprint(v)
		}
		return "±0"
	}
	return f(m.Melee) + "/" + f(m.Range) + "/" + f(m.Defense)
}

// Terrain is a unit's terrain aptitude as a bit set (GW adv. "地形适性").
type Terrain uint8

// Terrain bits.
const (
	Space Terrain = 1 << iota
	Earth
)

// Has reports whether t includes all bits of o.
func (t Terrain) Has(o Terrain) bool { return t&o == o && o != 0 }

func (t Terrain) String() string {
	switch t & (Space | Earth) {
	case Space:
		return "space"
	case Earth:
		return "earth"
	case Space | Earth:
		return "space+earth"
	}
	return ""
}
