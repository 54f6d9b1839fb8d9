//go:build !js

package main

import (
	"fmt"
	"os"

	"rxscope/address"
	"rxscope/screen"
)

// page is the desktop stand-in for the browser page: the state comes from
// the command line's first argument (a URL query), a PNG is written to the
// current folder, and links are printed.
type page struct{}

func newPage() *page { return &page{} }

func (*page) query() string {
	if len(os.Args) > 1 {
		return os.Args[1]
	}
	return ""
}

func (*page) defaults() address.State { return address.Default() }

// onShown: a desktop window's frames are presented by the window
// system, which keeps no hidden state to recover from.
func (*page) onShown(func()) {}

// startNotices: a desktop window takes no messages, so it has no origin
// to pin and nothing to say about one.
func (*page) startNotices() []address.Notice { return nil }

func (*page) logNotices(ns []address.Notice) {
	for _, n := range ns {
		fmt.Fprintln(os.Stderr, "rxscope:", n.Text)
	}
}

func (*page) apply(app)   {}
func (*page) publish(app) {}

func (p *page) SavePNG(name string, data []byte) { p.SaveFile(name, "image/png", data) }

func (*page) SaveFile(name, _ string, data []byte) {
	if err := os.WriteFile(name, data, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "rxscope:", err)
		return
	}
	fmt.Println("saved", name)
}

func (*page) CopyLink(query string, done func(bool)) { fmt.Println("?" + query); done(true) }
func (*page) CopyEmbed(query string, done func(bool)) {
	fmt.Println(screen.EmbedSnippet("index.html", query))
	done(true)
}
