package e2e

import "testing"

// glCounter is a script run before the page's own that counts what the
// page asks of WebGL 2, in running totals (window.__gl): draw calls and
// the pixels their scissor rectangles cover (Ebitengine sets the scissor
// to each draw's destination region, so this bounds the pixels a draw
// shades), split by target (the canvas's own framebuffer or an offscreen
// image) and by whether the blend reads the destination (a destination
// factor other than ZERO); texture uploads and their pixels; and pixel
// reads, which stall the page until the GPU catches up.
const glCounter = `(() => {
  const gl2 = window.WebGL2RenderingContext;
  if (!gl2) return;
  const c = window.__gl = {draws: 0, px: 0, screenDraws: 0, screenPx: 0, blendPx: 0, uploads: 0, uploadPx: 0, reads: 0};
  const st = new WeakMap();
  const s = g => { let v = st.get(g); if (!v) { v = {w: 0, h: 0, fbo: null, dst: 0}; st.set(g, v); } return v; };
  const P = gl2.prototype, wrap = (name, f) => { const orig = P[name]; P[name] = function (...a) { f(this, a); return orig.apply(this, a); }; };
  wrap("scissor", (g, a) => { const v = s(g); v.w = a[2]; v.h = a[3]; });
  wrap("bindFramebuffer", (g, a) => { s(g).fbo = a[1]; });
  wrap("blendFuncSeparate", (g, a) => { s(g).dst = a[1] | a[3]; });
  wrap("blendFunc", (g, a) => { s(g).dst = a[1]; });
  const draw = g => {
    const v = s(g), px = v.w * v.h;
    c.draws++; c.px += px;
    if (!v.fbo) { c.screenDraws++; c.screenPx += px; }
    if (v.dst !== 0) c.blendPx += px;
  };
  wrap("drawElements", g => draw(g));
  wrap("drawArrays", g => draw(g));
  wrap("texSubImage2D", (g, a) => { c.uploads++; if (typeof a[4] === "number") c.uploadPx += a[4] * a[5]; });
  wrap("texImage2D", (g, a) => { c.uploads++; if (typeof a[4] === "number") c.uploadPx += a[3] * a[4]; });
  wrap("readPixels", () => { c.reads++; });
})();
`

// glCounts is window.__gl at one moment.
type glCounts struct {
	Draws, Px, ScreenDraws, ScreenPx, BlendPx, Uploads, UploadPx, Reads float64
}

// glCountsNow reads the page's WebGL totals.
func glCountsNow(p *page) glCounts { return eval[glCounts](p, `window.__gl`) }

// logGL logs what the page asked of WebGL per frame between two readings,
// with the pixels as screens of w×h.
func logGL(b testing.TB, a, z glCounts, frames, w, h int) {
	b.Helper()
	if frames == 0 {
		return
	}
	n, screen := float64(frames), float64(w*h)
	b.Logf("WebGL per frame: %.1f draw calls covering %.2f screens (%.1f calls, %.2f screens to the canvas; %.2f screens blended over what is there), %.2f texture uploads (%.0f px), %.2f pixel reads",
		(z.Draws-a.Draws)/n, (z.Px-a.Px)/n/screen, (z.ScreenDraws-a.ScreenDraws)/n, (z.ScreenPx-a.ScreenPx)/n/screen,
		(z.BlendPx-a.BlendPx)/n/screen, (z.Uploads-a.Uploads)/n, (z.UploadPx-a.UploadPx)/n, (z.Reads-a.Reads)/n)
}
