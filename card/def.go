package card

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// Def is one card definition (one printing): the facts printed on the card and
// its texts compiled to primitives. Defs are immutable once loaded and shared
// by every game.
type Def struct {
	Index    int    // position in the DB, used by the engine as the definition id
	Number   string // printed number, e.g. "U-10"
	Color    Color  // the card's color; with Number it identifies the card
	Name     string // Japanese name as printed, with the model number where printed
	NameEN   string
	Kind     Kind
	SetOn    Kind // for a set card (Character(Unit), Operation(Unit)): the kind it is set on
	Cost     Cost
	Power    Power    // units; for a split power, its left side (SplitPower)
	Modifier Modifier // characters (the combat modifier printed lower right)
	Terrain  Terrain
	Traits   []string
	TraitIDs []int32 // Traits as the DB's trait ids
	NameID   int32   // BaseName as the DB's name id
	Keywords []Keyword
	Produces Color // basic G: the color of the 1 Nation Power it produces
	Basic    bool  // basic G (GW basic "基本G和特殊G")
	TextJA   string
	Texts    []Text
	Source   string
	File     string // where it was loaded from, "file:line"
	// SplitPower: the combat power is split by "/" (GW adv. "以「/」分割的战斗力"):
	// Power is the original combat power while no pilot is set on the unit,
	// PilotPower while one is.
	SplitPower bool
	PilotPower Power
	// Token: a coin that counts as a card (GW adv. "视作卡片的指示物"), made
	// by an effect; never in a deck.
	Token bool
	// FromJunkyard: a text works while the card is in the Junkyard (an
	// Auto B with from: junkyard, used or triggered)
	FromJunkyard bool
	// FromHand: a text works while the card is in its owner's hand (an Auto B
	// used text with from: hand)
	FromHand bool
	// FromCut: a printed text works while the card is being played, on the
	// cut (an Auto B used text with from: cut)
	FromCut bool
	// NamesArena: its printed text has 「格斗场」 (格闘場), so its effects may
	// target and move units in the fighting arena (GW adv. "格斗场").
	NamesArena bool
	// Transformed is the transformed side (変形形態, GW adv. "变形形态") of a
	// unit with 変形, built on load from the card file's transformed: {name,
	// power, keywords, text_ja, texts}. It is a copy of this Def whose Power,
	// Keywords, TextJA and Texts are the transformed side's: its original
	// combat power and texts. Its Keywords start with this card's 変形 (GW adv.
	// "变形形态": 「变形」 is inherited), followed by the side's own. Name, costs,
	// terrain, traits, Index and everything else stay the card's; the side's
	// printed name is only ModeName (「变形型态」的名称不视做一个「名称」).
	Transformed *Def
	Normal      *Def   // on a transformed side: the card's normal side
	ModeName    string // on a transformed side: its printed name, shown only; never a name
	baseName    string // BaseName, computed once on load
	logName     string // LogName, computed once on load
}

// PowerText is the combat power as printed: "3/1/3", or a split one
// "2/1/2 / 4/3/4" (GW adv. "以「/」分割的战斗力").
func (d *Def) PowerText() string {
	if d.SplitPower {
		return d.Power.String() + " / " + d.PilotPower.String()
	}
	return d.Power.String()
}

// HasTraitID reports whether the card has the trait of DB trait id t.
func (d *Def) HasTraitID(t int32) bool {
	for _, x := range d.TraitIDs {
		if x == t {
			return true
		}
	}
	return false
}

// NameHas reports whether the name of d contains name pattern p (GW adv.
// "包括～的记述": the letters in a row; "「名称:A」").
func (db *DB) NameHas(d *Def, p int32) bool { return db.NameIDHas(d.NameID, p) }

// NameIDHas reports whether the name of DB name id n contains name pattern
// p (filter word name-has): a card's name, or one an effect gives a card
// (「…という名称としても扱う」).
func (db *DB) NameIDHas(n, p int32) bool {
	i := int(p) / 64
	return n >= 0 && int(n) < len(db.namePats) && i < len(db.namePats[n]) && db.namePats[n][i]&(1<<(uint(p)%64)) != 0
}

// Key is the card's identity: color and number (early sets reuse numbers across colors).
func (d *Def) Key() string { return d.Color.String() + " " + d.Number }

// HasKeyword returns the first keyword of kind k and whether there is one.
func (d *Def) HasKeyword(k KeywordKind) (Keyword, bool) {
	for _, kw := range d.Keywords {
		if kw.Kind == k {
			return kw, true
		}
	}
	return Keyword{}, false
}

// DeckAnyCopies reports whether the card has an Auto B rule text saying a deck
// may hold any number of it (GW adv. "可在卡组中放入3枚以上").
func (d *Def) DeckAnyCopies() bool {
	for i := range d.Texts {
		t := &d.Texts[i]
		if t.Auto != AutoB {
			continue
		}
		for _, r := range t.Rules {
			if r.Kind == RuleDeckAnyCopies {
				return true
			}
		}
	}
	return false
}

// HasTrait reports whether the card has the trait t (GW adv. "特征").
func (d *Def) HasTrait(t string) bool {
	for _, x := range d.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// BaseName is the name without the model number and without "・" and ruby,
// the name used in play (GW adv. "名称"). Model numbers are not recorded
// separately, so this is the name as printed with the middle dots removed.
func (d *Def) BaseName() string {
	if d.baseName == "" {
		return baseName(d.Name)
	}
	return d.baseName
}

func baseName(s string) string { return strings.ReplaceAll(s, "・", "") }

// LogName is how logs and messages write the card: its printed name with
// its number, "Name [Number]" (computed once on load: a game writes it at
// every effect it starts).
func (d *Def) LogName() string {
	if d.logName == "" {
		return logName(d)
	}
	return d.logName
}

func logName(d *Def) string { return d.Name + " [" + d.Number + "]" }

// DeckName is the name the deck rules compare (it includes the model number, GW basic "游戏的必要条件" 2).
func (d *Def) DeckName() string { return d.BaseName() }

// DB is a loaded card database.
type DB struct {
	Defs []*Def
	// NumTexts is one more than the largest Text.ID in the DB.
	NumTexts int32
	byKey    map[string]*Def
	traits   []string         // trait names by id
	names    map[string]int32 // name ids by name (BaseName form)
	forms    []string         // by name id: the name as written, with its ・ when one writing has them (exclusiveName)
	patterns []string         // name patterns by id (filter word name-has)
	namePats [][]uint64       // by name id: bit i set when the name contains pattern i
	pilots   [][]int32        // by name id: the name ids of the characters a unit of that name is an exclusive machine of
	teams    []string         // team names (チーム>〔A〕) by id

	building      *Def     // while loading: the card whose texts are compiled (its tokens take its color and number)
	tokenSeq      int      // tokens made so far by the card being built
	pendingTokens []*Def   // tokens of the card being built, added to the DB after it
	pendingTraits []string // traits the filters of the card being built name (CheckTraits)
	pendingNames  []string // names the filters and statics of the card being built name (checkNames)

	// traitRefs: the traits filters name, each with the first card
	// (file:line) naming it; givenTraits: the traits effects give (CheckTraits)
	traitRefs   map[string]string
	givenTraits map[string]bool

	memo sync.Map // Memo's values
}

// teamID returns the id of team name a, giving it one if it has none.
func (db *DB) teamID(a string) int32 {
	for i, x := range db.teams {
		if x == a {
			return int32(i + 1)
		}
	}
	db.teams = append(db.teams, a)
	return int32(len(db.teams))
}

// ExclusiveFor reports whether a unit named unit (a name id) is an exclusive
// machine (専用機) of a character named name (a name id): the unit's name
// names that character as in "シャア専用…" or "…(アナベル・ガトー機)" (GW adv.
// "专用机配置"). Any two names of the DB are compared, those effects give
// cards too: the engine asks it of the names the cards have now.
func (db *DB) ExclusiveFor(unit, name int32) bool {
	return unit >= 0 && int(unit) < len(db.pilots) && containsID(db.pilots[unit], name)
}

// Trait returns the id of trait t and whether any card file names it.
func (db *DB) Trait(t string) (int32, bool) {
	for i, x := range db.traits {
		if x == t {
			return int32(i), true
		}
	}
	return -1, false
}

// traitID returns the id of trait t, giving it one if it has none.
func (db *DB) traitID(t string) int32 {
	for i, x := range db.traits {
		if x == t {
			return int32(i)
		}
	}
	db.traits = append(db.traits, t)
	return int32(len(db.traits) - 1)
}

// NameID returns the id of the name n (with or without ・) and whether any
// card has that name.
func (db *DB) NameID(n string) (int32, bool) {
	id, ok := db.names[baseName(n)]
	return id, ok
}

// nameID returns the id of name n (as written: its BaseName form is the
// key), giving it one if it has none.
func (db *DB) nameID(n string) int32 {
	if db.names == nil {
		db.names = map[string]int32{}
	}
	b := baseName(n)
	id, ok := db.names[b]
	if !ok {
		id = int32(len(db.names))
		db.names[b] = id
		db.forms = append(db.forms, n)
	} else if n != b {
		db.forms[id] = n // the writing with ・ names its first part (exclusiveName)
	}
	return id
}

// patternID returns the id of name pattern p, giving it one if it has none.
func (db *DB) patternID(p string) int32 {
	for i, x := range db.patterns {
		if x == p {
			return int32(i)
		}
	}
	db.patterns = append(db.patterns, p)
	return int32(len(db.patterns) - 1)
}

// finish computes what depends on the whole DB: which name patterns each
// card's name contains (patterns may come from a later card file).
func (db *DB) finish() {
	// by name id, in BaseName form: a name without ・ contains a pattern
	// without ・ whenever the printed name contains the printed pattern
	db.namePats = make([][]uint64, len(db.names))
	for n, id := range db.names {
		bits := make([]uint64, (len(db.patterns)+63)/64)
		for j, p := range db.patterns {
			if strings.Contains(n, baseName(p)) {
				bits[j/64] |= 1 << (uint(j) % 64)
			}
		}
		db.namePats[id] = bits
	}
	db.sameTeamTexts()
	db.pilots = make([][]int32, len(db.forms))
	for u, un := range db.forms {
		if !strings.Contains(un, "機") && !strings.Contains(un, "専用") {
			continue // no exclusive machine's name (exclusiveName)
		}
		for c, cn := range db.forms {
			if c != u && exclusiveName(un, cn) {
				db.pilots[u] = append(db.pilots[u], int32(c))
			}
		}
	}
}

// exclusiveName reports whether unit name u names character name c as its
// pilot: "…(c機)", "…(c without ・ 機)" or "c's first part専用…" (GW adv.
// "专用机配置": 「（～专用机）」「（～机）」).
func exclusiveName(u, c string) bool {
	first, _, _ := strings.Cut(c, "・")
	return strings.Contains(u, c+"機") || strings.Contains(u, baseName(c)+"機") || strings.Contains(u, first+"専用")
}

func containsID(s []int32, x int32) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// Lookup finds a card by color and number ("green", "U-10"); ok is false if
// none. Tokens are not cards of the database (Def.Token): never found.
func (db *DB) Lookup(color Color, number string) (*Def, bool) {
	d, ok := db.byKey[color.String()+" "+number]
	if ok && d.Token {
		return nil, false
	}
	return d, ok
}

// Find resolves a card reference as written in deck files and on the command
// line: "green U-10", "U-10" (when only one color has that number), or an
// exact name. It returns an error naming the ambiguity or the missing card.
func (db *DB) Find(ref string) (*Def, error) {
	ref = strings.TrimSpace(ref)
	if f := strings.Fields(ref); len(f) == 2 {
		if c, err := ParseColor(f[0]); err == nil {
			if d, ok := db.Lookup(c, f[1]); ok {
				return d, nil
			}
			return nil, fmt.Errorf("no card %s %s in the database", f[0], f[1])
		}
	}
	var hits []*Def
	for _, d := range db.Defs {
		if !d.Token && (d.Number == ref || d.Name == ref || d.NameEN == ref) {
			hits = append(hits, d)
		}
	}
	switch len(hits) {
	case 0:
		return nil, fmt.Errorf("unknown card %q", ref)
	case 1:
		return hits[0], nil
	}
	var ks []string
	for _, h := range hits {
		ks = append(ks, h.Key())
	}
	sort.Strings(ks)
	return nil, fmt.Errorf("%q is ambiguous: %s (write color and number)", ref, strings.Join(ks, ", "))
}

func (db *DB) add(d *Def) error {
	if db.byKey == nil {
		db.byKey = map[string]*Def{}
	}
	if old, ok := db.byKey[d.Key()]; ok {
		return fmt.Errorf("card %s is defined twice (first at %s)", d.Key(), old.File)
	}
	d.Index = len(db.Defs)
	d.baseName, d.logName = baseName(d.Name), logName(d)
	d.NameID = db.nameID(d.Name)
	d.TraitIDs = nil
	for _, t := range d.Traits {
		d.TraitIDs = append(d.TraitIDs, db.traitID(t))
	}
	for i := range d.Texts {
		db.number(&d.Texts[i])
	}
	if t := d.Transformed; t != nil { // GW adv. "变形形态": same card, same Index
		t.Index, t.baseName, t.logName, t.NameID, t.TraitIDs = d.Index, d.baseName, logName(t), d.NameID, d.TraitIDs
		for i := range t.Texts {
			db.number(&t.Texts[i])
		}
	}
	db.Defs = append(db.Defs, d)
	db.byKey[d.Key()] = d
	return nil
}

// number gives t and every text nested in it a DB-unique ID.
func (db *DB) number(t *Text) {
	db.NumTexts++
	t.ID = db.NumTexts
	for i := range t.Modes {
		db.number(&t.Modes[i])
	}
	for i := range t.Static {
		if t.Static[i].Grant != nil {
			db.number(t.Static[i].Grant)
		}
	}
	db.numberSteps(t.Extra)
	db.numberSteps(t.Steps)
}

// numberSteps numbers the texts steps give (gain, keyword-effect), at any
// depth: a use is counted per text (GW basic "《》内资源记述的意义"), so two
// texts given to one card are two texts.
func (db *DB) numberSteps(steps []Step) {
	for i := range steps {
		s := &steps[i]
		if s.Grant != nil {
			db.number(s.Grant)
		}
		db.numberSteps(s.Steps)
		db.numberSteps(s.Else)
		for _, o := range s.Options {
			db.numberSteps(o)
		}
	}
}

// sameTeamTexts gives every team text and every text that does not stack
// the ID of the first such text written the same (GW adv. "小队＞[A]B": B's
// text is not gained twice; "「不重复」的效果": same-named cards' effects).
func (db *DB) sameTeamTexts() {
	var seen []*Text
	for _, d := range db.Defs {
		for _, x := range []*Def{d, d.Transformed} {
			if x == nil {
				continue
			}
			for i := range x.Texts {
				t := &x.Texts[i]
				if t.TeamID == 0 && t.NonCumulative == 0 {
					continue
				}
				same := t.ID
				for _, o := range seen {
					a, b := *t, *o
					a.ID, b.ID, a.Label, b.Label, a.Same, b.Same = 0, 0, "", "", 0, 0
					if reflect.DeepEqual(a, b) {
						same = o.Same
						break
					}
				}
				// a clone's DB shares the loaded definitions (Clone), which
				// other goroutines read: their Same is already this value
				if t.Same != same {
					t.Same = same
				}
				seen = append(seen, t)
			}
		}
	}
}
