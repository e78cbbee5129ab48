// Package card holds card definitions: kinds, colors, costs, combat power,
// terrain, traits, keywords and texts, and loads them from YAML set files with
// validation. A card file with a mistake fails to load with `file:line: what is
// wrong`; an unknown keyword or an unsupported text is a load error, never a
// silent no-op (DESIGN "Card texts").
package card
