// Package web is the browser client of `sortie serve`, embedded in the
// binary (DESIGN "Around the engine": web). It is plain HTML, CSS and
// JavaScript (no build step): static/index.html is the only page; app.js
// routes by path ("/" the start page, "/t/ID" a table) and talks to the
// server's API and WebSocket (package server).
package web

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

//go:embed static
var files embed.FS

// Handler serves the client: the page for "/" and every "/t/ID", the
// assets under "/static/".
func Handler() http.Handler {
	sub, err := fs.Sub(files, "static")
	if err != nil {
		panic(err) // the embedded folder is part of the binary
	}
	page, err := fs.ReadFile(sub, "index.html")
	if err != nil {
		panic(err)
	}
	assets := http.StripPrefix("/static/", http.FileServer(http.FS(sub)))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasPrefix(r.URL.Path, "/static/"):
			assets.ServeHTTP(w, r)
		case r.URL.Path == "/" || strings.HasPrefix(r.URL.Path, "/t/") && !strings.Contains(r.URL.Path[3:], "/"):
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Header().Set("Content-Security-Policy", "default-src 'self'; style-src 'self'; img-src 'self' data:")
			w.Write(page)
		default:
			http.NotFound(w, r)
		}
	})
}
