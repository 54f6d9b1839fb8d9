// Package screen is the screen's core: everything rxscope's screen does
// except painting, built and tested without a display or a browser.
//
// It owns the words the screen shows and how they are made: the figures,
// the numbers' formats, the frame meter's arithmetic. Package viz reads
// input from Ebitengine, hands it here, and paints what this package
// holds; package viz imports screen, never the other way.
package screen
