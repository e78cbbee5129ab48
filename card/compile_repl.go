// Replacement and prevention effects (Rise 716–717) as written in card files.

package card

import ()

// compileRepl compiles a replacement; in a static, applies names the cards
// (default: this card), in an op the step's what or filter does.
func (sc *scope) compileRepl(r *rawRepl, static bool) (*Replacement, *verr) {
	rp := &Replacement{Add: r.Add, Next: r.Next}
	var ok bool
	if rp.Event, ok = replEvents[r.Event]; !ok {
		return nil, bad(".event", "a replacement replaces damage, destroy or to-junkyard, not %q", r.Event)
	}
	if len(r.Applies) > 0 {
		if !static {
			return nil, bad(".applies", "the step's what or filter names the cards; applies is for statics")
		}
		f, e := sc.compileFilter(r.Applies)
		if e != nil {
			return nil, at(".applies", e)
		}
		rp.Applies = f
	}
	switch r.Nation {
	case "":
	case "own", "enemy":
		if rp.Event != REvDamage || len(r.Applies) > 0 {
			return nil, bad(".nation", "nation is for damage to a Nation, without applies")
		}
		rp.ToNation = true
		if r.Nation == "enemy" {
			rp.Nation = Enemy
		}
	default:
		return nil, bad(".nation", "nation is own or enemy, not %q", r.Nation)
	}
	switch r.From {
	case "":
	case "battle":
		rp.From = BattleDamage
	case "effect":
		rp.From = EffectDamage
	default:
		return nil, bad(".from", "from is battle or effect, not %q", r.From)
	}
	switch r.By {
	case "":
	case "own":
		rp.By = ByOwn
	case "enemy":
		rp.By = ByEnemy
	default:
		return nil, bad(".by", "by is own or enemy, not %q", r.By)
	}
	switch v := r.Prevent.(type) {
	case nil:
	case string:
		if v != "all" {
			return nil, bad(".prevent", "prevent is a number or all")
		}
		rp.Prevent = -1
	case uint64:
		if v < 1 || v > 1000 {
			return nil, bad(".prevent", "prevent is 1 to 1000 or all")
		}
		rp.Prevent = int(v)
	default:
		return nil, bad(".prevent", "prevent is a number or all")
	}
	if r.Add < -1000 || r.Add > 1000 {
		return nil, bad(".add", "add is -1000 to 1000")
	}
	if r.Instead != "" {
		d, err := ParseDest(r.Instead)
		if err != nil {
			return nil, bad(".instead", "%v", err)
		}
		if takes := destsInstead(d); takes != "" {
			return nil, bad(".instead", "instead is %s, not %q", takes, r.Instead)
		}
		rp.Instead = d
	}
	if len(r.Split) > 0 {
		// Rise 717.6: a packet of effect damage to a unit divided among
		// units; battle damage is assigned down the squad (GW basic
		// "处理对部队造成之战斗伤害")
		if rp.Event != REvDamage || rp.ToNation || rp.From == BattleDamage || rp.Add != 0 || rp.Prevent != 0 || r.Instead != "" || rp.Next {
			return nil, bad(".split", "split divides effect damage to a unit: event damage, without nation, from: battle, add, prevent, next or instead")
		}
		f, e := sc.compileFilter(r.Split)
		if e != nil {
			return nil, at(".split", e)
		}
		rp.Split, rp.From = f, EffectDamage
	}
	switch {
	case rp.Event == REvDamage && rp.Split == nil && (r.Instead != "" || rp.Add == 0 && rp.Prevent == 0):
		return nil, bad("", "a damage replacement has add, prevent or split (and no instead)")
	case rp.Event != REvDamage && (rp.Add != 0 || rp.Prevent != 0 || rp.From != AnyDamage):
		return nil, bad("", "only a damage replacement has add, prevent or from")
	case rp.Event == REvToJunkyard && rp.Instead.IsZero():
		return nil, bad(".instead", "to-junkyard needs instead: where the card goes")
	}
	return rp, nil
}
