package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestCopySaysWhatTheClipboardDid: the banner confirms a copy only when
// the clipboard took it; when the browser refuses, it says nothing was
// copied and where the text is.
func TestCopySaysWhatTheClipboardDid(t *testing.T) {
	for _, c := range []struct {
		name, stub, want string
	}{
		{"taken", `Promise.resolve()`, "Link copied"},
		{"refused", `Promise.reject(new DOMException("denied", "NotAllowedError"))`, "the browser refused the clipboard: the link was not copied"},
	} {
		t.Run(c.name, func(t *testing.T) {
			stub := `Object.defineProperty(navigator, "clipboard", {value: {writeText: () => ` + c.stub + `}, configurable: true});`
			p := openURLWith(t, serverURL+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", stub)
			p.key("KeyL", false)
			p.waitJS(`(window.rxscope.state().Notice || "") !== ""`, 5*time.Second)
			if n := p.vstate().Notice; !strings.HasPrefix(n, c.want) {
				t.Errorf("the banner says %q; want %q", n, c.want)
			}
			if link := eval[string](p, `window.rxscope.lastCopied || ""`); !strings.Contains(link, "/?") && !strings.HasSuffix(link, "/") {
				t.Errorf("lastCopied is %q", link)
			}
		})
	}
}
