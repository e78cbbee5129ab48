package main

import (
	"fmt"
	"strings"
)

// screenWidth is the width of lines when the output is not a terminal.
const screenWidth = 80

// flow lays items out after prefix, separated by sep, in lines at most width
// columns wide (a Japanese character is two); a line that must continue is
// indented by indent spaces. An item too long for a line is broken at spaces
// (at any character when it has none).
func flow(prefix string, items []string, sep string, width, indent int) []string {
	pad := strings.Repeat(" ", indent)
	var lines []string
	cur := prefix
	fresh := true // nothing but the prefix or the indent on cur
	for _, it := range items {
		add := it
		if !fresh {
			add = sep + it
		}
		if displayWidth(cur+add) <= width {
			cur += add
			fresh = false
			continue
		}
		if !fresh {
			lines = append(lines, cur)
			cur, fresh = pad, true
		}
		for _, w := range wrapCells(it, width-displayWidth(cur)) {
			if !fresh {
				lines = append(lines, cur)
				cur = pad
			}
			cur += w
			fresh = false
		}
	}
	if !fresh || len(lines) == 0 {
		lines = append(lines, cur)
	}
	return lines
}

// packed orders items for flow so that they take few lines: each line
// starts with the first item left, then takes every later item that still
// fits (first fit); equal items are counted ("戦乱の雄 [O-52] operation ×2").
func packed(prefix string, items []string, sep string, width, indent int) []string {
	var uniq []string
	count := map[string]int{}
	for _, it := range items {
		if count[it] == 0 {
			uniq = append(uniq, it)
		}
		count[it]++
	}
	for i, it := range uniq {
		if n := count[it]; n > 1 {
			uniq[i] = fmt.Sprintf("%s ×%d", it, n)
		}
	}
	var out []string
	used := make([]bool, len(uniq))
	line := prefix
	for first := 0; first < len(uniq); first++ {
		if used[first] {
			continue
		}
		width0 := displayWidth(line)
		row := []string{uniq[first]}
		used[first] = true
		w := width0 + displayWidth(uniq[first])
		for j := first + 1; j < len(uniq); j++ {
			if !used[j] && w+displayWidth(sep+uniq[j]) <= width {
				row = append(row, uniq[j])
				used[j] = true
				w += displayWidth(sep + uniq[j])
			}
		}
		out = append(out, flow(line, row, sep, width, indent)...)
		line = strings.Repeat(" ", indent)
	}
	if len(out) == 0 {
		out = []string{prefix}
	}
	return out
}

// menuLines lays the choices out as few lines as they fit in, three spaces
// apart; a choice starts a line or follows another on it, and a choice too
// long for a line goes on in lines indented by three, alone.
func menuLines(items []string, width int) []string {
	var out []string
	cur := ""
	for _, it := range items {
		if cur != "" && displayWidth(cur+"   "+it) <= width {
			cur += "   " + it
			continue
		}
		if cur != "" {
			out = append(out, cur)
		}
		parts := wrapCells(it, width-3)
		cur = parts[0]
		for _, p := range parts[1:] {
			out = append(out, cur)
			cur = "   " + p
		}
		if len(parts) > 1 {
			out = append(out, cur) // the next choice starts a line
			cur = ""
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}
