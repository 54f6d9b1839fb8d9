// Package assets holds the files rxscope embeds in its program: the Go
// fonts (regular and bold for prose and labels, mono for figures, so that
// digits line up in the tables). See fonts/LICENSE.
package assets

import _ "embed"

// The TrueType files, embedded once and parsed once by the visualizer.
var (
	//go:embed fonts/Go-Regular.ttf
	GoRegular []byte
	//go:embed fonts/Go-Bold.ttf
	GoBold []byte
	//go:embed fonts/Go-Mono.ttf
	GoMono []byte
)
