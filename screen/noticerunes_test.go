package screen

import (
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/lessons"
)

// TestNoticeUnknownRunes: a value in a script the fonts do not have is
// quoted by its code points in the banner's notice, not drawn as blank
// boxes: the address's notice, as the page gives it to the screen, made
// printable with the screen's own fonts (app.Printable, as Notify does).
func TestNoticeUnknownRunes(t *testing.T) {
	fonts, err := glyph.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	_, notes := address.Parse("distance=%E4%B8%AD%E6%96%87", address.Default(), lessons.Catalog)
	n := app.Printable(address.Summary(notes, 3), fonts.Has)
	if !strings.Contains(n, "U+4E2DU+6587") || strings.ContainsRune(n, '中') || !strings.Contains(n, "distance") {
		t.Errorf("the notice %q; want distance's value as U+4E2DU+6587", n)
	}
}
