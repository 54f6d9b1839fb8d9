package e2e

import (
	"strings"
	"testing"
	"time"

	"rxscope/app"
)

// TestCopySaysWhatTheClipboardDid: the browser's clipboard answers L's
// copy, taking it or refusing it, and its answer reaches the banner; the
// page keeps the text it copied. The banner's words, the link's and the
// snippet's text are screen's tests (TestCopySaysWhatTheClipboardDid,
// TestLinkAndSnippet).
func TestCopySaysWhatTheClipboardDid(t *testing.T) {
	for _, c := range []struct {
		name, stub string
		ok         bool
	}{
		{"taken", `Promise.resolve()`, true},
		{"refused", `Promise.reject(new DOMException("denied", "NotAllowedError"))`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			stub := `Object.defineProperty(navigator, "clipboard", {value: {writeText: () => ` + c.stub + `}, configurable: true});`
			p := openURLWith(t, serverURL+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", stub)
			p.key("KeyL", false)
			p.waitJS(`(window.rxscope.state().Notice || "") !== ""`, 5*time.Second)
			if n, want := p.vstate().Notice, app.CopiedText("link", c.ok); !strings.HasPrefix(n, want) {
				t.Errorf("the banner says %q; want %q", n, want)
			}
			if link := eval[string](p, `window.rxscope.lastCopied || ""`); !strings.Contains(link, "/?") && !strings.HasSuffix(link, "/") {
				t.Errorf("lastCopied is %q", link)
			}
		})
	}
}
