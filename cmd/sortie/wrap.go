package main

import "strings"

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
