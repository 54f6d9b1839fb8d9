package e2e

import (
	"strings"
	"testing"
)

// TestEmbedReadyAtTheTime is the browser's half of issue 40's item 10
// (app.TestSettledAtTheAddressTime is the logic's): embedded with a
// paused address at the furthest time one may name, which the warm-up
// reaches in slices seconds after the first frame, the page posts
// rxscope:ready only once it stands there, so the state the message
// carries is that moment's; it was posted at the first frame, at 0.
func TestEmbedReadyAtTheTime(t *testing.T) {
	const at = "10000000000" // address.MaxAt
	p := openURL(t, hostURL(otherOriginURL, "embed=1&paused=1&at="+at), 1100, 700, `window.last && window.last("rxscope:ready") !== null`)
	ready := eval[string](p, `JSON.stringify({t: window.last("rxscope:ready").state.SimTimePS, q: window.last("rxscope:ready").query})`)
	if !strings.Contains(ready, `"t":`+at+`,`) || !strings.Contains(ready, "at="+at) {
		t.Errorf("rxscope:ready carries %s; want the state at %s ps, as the address names", ready, at)
	}
}
