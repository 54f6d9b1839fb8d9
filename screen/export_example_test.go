package screen

import (
	"fmt"

	"rxscope/address"
	"rxscope/model"
)

// printBanner prints what the banner says.
type printBanner struct{}

func (printBanner) Warn(text string)    { fmt.Println("!", text) }
func (printBanner) Confirm(text string) { fmt.Println("✓", text) }

// L copies the link; the banner speaks once the clipboard answered.
func ExampleExport_CopyNotice() {
	var e Export
	h := &testHost{ok: true}
	e.CopyLink(h, address.Default())
	e.CopyNotice(printBanner{}) // no answer yet: nothing
	h.answer()
	e.CopyNotice(printBanner{})
	h.ok = false
	e.CopyEmbed(h, address.Default())
	h.answer()
	e.CopyNotice(printBanner{})
	// Output:
	// ✓ Link copied
	// ! the browser refused the clipboard: the embed snippet was not copied (window.rxscope.lastCopied has it)
}

func ExamplePNGName() {
	cfg := model.DefaultConfig()
	cfg.Distance = 6
	fmt.Println(PNGName(cfg, nil))
	// Output: rxscope-stride-ahead-d6-512B-xdp-off.png
}

func ExampleEmbedSnippet() {
	fmt.Println(EmbedSnippet("https://example.org/", "distance=6&zoom=cpu"))
	// Output: <div style="position:relative;width:100%;aspect-ratio:16/9"><iframe src="https://example.org/?embed=1&amp;distance=6&amp;zoom=cpu" title="rxscope: the mlx5 striding receive queue and the CPU caches" style="position:absolute;inset:0;width:100%;height:100%;border:0" loading="lazy" allow="fullscreen; clipboard-write"></iframe></div>
}
