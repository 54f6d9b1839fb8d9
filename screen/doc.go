// Package screen is the screen's core: everything rxscope's screen does
// except painting, built and tested without a display or a browser.
//
// It owns the words the screen shows and how they are made: the figures,
// the numbers' formats, the frame meter's arithmetic. Package viz reads
// input from Ebitengine, hands it here, and paints what this package
// holds; package viz imports screen, never the other way.
//
// The panels' tooltip (Tips) finds what is under the pointer through the
// panels' placements (Board) and writes what it is in the driver's
// words; the export (Export) keeps a PNG asked for, the copy under way
// and the clipboard's answer, names the files and says in the banner
// what became of them, through the page's Host.
package screen
