package card

// compileStatic compiles one continuous effect of an Auto A text (a static):
// what it applies to, its condition and what it gives.
func (sc *scope) compileStatic(r *rawStatic) (Static, *verr) {
	s := Static{}
	var e *verr
	if len(r.Applies) > 0 {
		if s.Applies, e = sc.compileFilter(r.Applies); e != nil {
			return s, at(".applies", e)
		}
	}
	if s.If, e = sc.compileConds(r.If); e != nil {
		return s, at(".if", e)
	}
	if r.Mod != "" {
		m, err := ParseModifier(r.Mod)
		if err != nil {
			return s, bad(".mod", "%v", err)
		}
		s.Mod, s.HasMod = m, true
	}
	if r.Per != nil {
		n, e := sc.compileNum(r.Per)
		if e != nil {
			return s, at(".per", e)
		}
		s.Per = &n
	}
	if r.Rule != "" {
		rl, err := parseEffectRule(r.Rule)
		if err != nil {
			return s, bad(".rule", "%v", err)
		}
		s.Rule = rl
	}
	switch {
	case r.N != nil && s.Rule.Kind != RuleAttackLimit:
		return s, bad(".n", "n is the number of the rule attack-limit; this static has no such rule")
	case r.N != nil:
		n, e := sc.compileNum(r.N)
		if e != nil {
			return s, at(".n", e)
		}
		s.Rule.N = &n
	case s.Rule.Kind == RuleAttackLimit:
		return s, bad(".rule", "attack-limit needs n, its number (the static's n)")
	}
	if r.Grant != nil {
		g, e := compileText(sc.db, r.Grant)
		if e != nil {
			return s, at(".grant", e)
		}
		s.Grant = &g
	}
	if r.Keyword != "" {
		k, err := sc.db.effectKeyword(r.Keyword)
		if err != nil {
			return s, bad(".keyword", "%v", err)
		}
		s.Gain = &k
	}
	if r.Lose != "" {
		k, err := sc.db.effectKeyword(r.Lose)
		if err != nil {
			return s, bad(".lose", "%v", err)
		}
		s.Lose = &k
	}
	s.Negate = r.Negate
	if r.Kind != "" {
		k, err := ParseKind(r.Kind)
		if err != nil {
			return s, bad(".kind", "%v", err)
		}
		s.Kind = k
	}
	if r.Replace != nil {
		if len(r.Applies) > 0 {
			return s, bad(".applies", "a replacement names the cards it replaces for in replace.applies")
		}
		rp, e := sc.compileRepl(r.Replace, true)
		if e != nil {
			return s, at(".replace", e)
		}
		s.Replace = rp
	}
	if r.Produce != nil {
		c, err := ParseColor(r.Produce.Color)
		if err != nil || c == Purple {
			return s, bad(".produce.color", "a card produces Nation Power of one of the six colors: %v", err)
		}
		if r.Produce.N < 1 || r.Produce.N > 10 {
			return s, bad(".produce.n", "n is 1 to 10")
		}
		s.Produce = &Designated{Color: c, Count: r.Produce.N}
	}
	if r.Cost < -100 || r.Cost > 100 {
		return s, bad(".cost", "cost is -100 to 100")
	}
	s.Cost = r.Cost
	if r.Resource < 0 || r.Resource > 100 {
		return s, bad(".resource", "resource is 1 to 100")
	}
	s.Resource = r.Resource
	if s.Resource > 0 && s.Applies == nil {
		return s, bad(".resource", "resource needs applies: the cards whose plays cost more (e.g. [command, \"in:hand or in:hangar\"])")
	}
	if len(r.Targeting) > 0 {
		if s.Resource == 0 {
			return s, bad(".targeting", "targeting is written with resource")
		}
		if s.Targeting, e = sc.compileFilter(r.Targeting); e != nil {
			return s, at(".targeting", e)
		}
	}
	if r.Name != "" {
		sc.db.pendingNames = append(sc.db.pendingNames, r.Name)
		s.Name = sc.db.nameID(r.Name)
	}
	if r.Trait != "" {
		s.Trait = sc.db.traitID(r.Trait) + 1
		if sc.db.givenTraits == nil {
			sc.db.givenTraits = map[string]bool{}
		}
		sc.db.givenTraits[r.Trait] = true
	}
	if r.OriginalPower != "" {
		p, ok := ParsePower(r.OriginalPower)
		if !ok {
			return s, bad(".original_power", "want a combat power like */1/2, got %q", r.OriginalPower)
		}
		s.Original = &p
	}
	if !s.HasMod && s.Grant == nil && s.Rule.Kind == RuleNone && s.Gain == nil && s.Lose == nil && !s.Negate && s.Kind == 0 &&
		s.Replace == nil && s.Produce == nil && s.Cost == 0 && s.Resource == 0 && s.Name == 0 && s.Trait == 0 && s.Original == nil {
		return s, bad("", "a static effect gives mod, grant, rule, keyword, lose, negate, kind, replace, produce, cost, resource, name, trait or original_power")
	}
	if s.Per != nil && !s.HasMod {
		return s, bad(".per", "per multiplies a mod")
	}
	return s, nil
}
