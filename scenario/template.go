package scenario

// Template is the commented scenario `sortie scenario new` writes. It is a
// complete scenario that passes: edit it into yours (docs/scenarios.md is the
// full reference).
const Template = `# A Sortie rule scenario. Reference: docs/scenarios.md
# Run it with: sortie scenario run THIS-FILE
name: an unengaged attacking squad damages the Nation
# The rule this tests: rulebook section, ruling, or "bug report".
source: GW basic "伤害判定步骤" (非交战状态的攻击方部队 deals its battle damage to the defender's Nation)
ruleset: gundamwar
seed: 1                  # the random seed; matters only when something is shuffled
# known_failure: "why"   # set this when the engine is known to fail it

# Test cards, in the card database format (cards/data/*.yaml). Real cards
# need no entry: name them by number ("U-39"), name, or "green U-10".
cards:
  - number: T-1
    color: green
    name: テスト用ザク
    kind: unit
    cost: {designated: 1, total: "2", resource: "0"}
    power: 3/1/3          # melee/range/defense
    terrain: [space, earth]
    source: test card

# The position. Each card is "LABEL: CARD" (labels are your names for the
# cards: A1, D1, ...), "CARD", or "LABEL: {card: CARD, rolled: true, damage:
# 1, destroyed: false, coins: [+1/+1/+1], set: [C1: a character]}".
# A zone may also be a number: that many unknown cards.
position:
  turn: 3
  attacker: p1
  phase: attack-step     # reroll-phase draw-phase disposition-phase attack-step
                         # defense-step damage-step return-step end-of-turn
  stage: before          # start, before (the fixed effect), fixed, after, end
  priority: p1           # who holds priority (default: the attacker)
  p1:
    nation: 20           # 20 unknown cards; or a list, top first
    hand: 2
    power: {green: 2}    # shorthand: 2 standing green basic G
    disposition:
      - A1: テスト用ザク
  p2:
    nation: 20
    hand: 3
    power: {blue: 2}

# Steps run in order. "p1: ACTION" is one player's action; "advance: ..."
# makes both players pass until a point; "expect:" checks the game;
# "illegal:"/"legal:" check an action without doing it.
steps:
  - p1: sortie [A1] to space       # both pass to the attack step's fixed effect, then sortie
  - expect:
      space: {engaged: false, p1: [A1]}
  - advance: to damage-step end    # P2 has no unit: its sortie is empty
  - expect:
      p2: {nation: 17, discard-pile: 3}
      log: "3 battle damage to P2's Nation"
`
