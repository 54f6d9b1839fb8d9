package e2e

import (
	"fmt"
	"testing"
	"time"
)

// BenchmarkSoftwareGL calibrates the browser's software WebGL on this
// machine, without the app: a bare page with a 1280×720 WebGL 2 canvas
// (as the app's: alpha, premultiplied, stencil, not multisampled) that each animation
// frame clears it and draws a textured quad over the whole of it n times,
// blended over what is there or copied. It reports the CPU time the GPU
// process's software renderer threads (SwiftShader's, named Thread<NN>)
// take per frame, and the frames per second; the difference between n
// passes and none is what each full-screen pass costs, and the cost at
// none is what showing any frame costs (the browser's compositing of the
// canvas and, headless, reading the frame back).
func BenchmarkSoftwareGL(b *testing.B) {
	for _, bc := range []struct {
		passes int
		blend  bool
	}{{0, false}, {2, false}, {2, true}, {6, false}, {6, true}} {
		name := fmt.Sprintf("passes=%d/copy", bc.passes)
		if bc.blend {
			name = fmt.Sprintf("passes=%d/blend", bc.passes)
		}
		b.Run(name, func(b *testing.B) {
			p := openURL(b, "about:blank", 1280, 720, "document.readyState === 'complete'")
			eval[bool](p, fmt.Sprintf(softGLPage, bc.passes, bc.blend))
			p.waitJS("window.__frames > 10", 60*time.Second)
			f0, th0, t0 := eval[int](p, "window.__frames"), threadTimes(b), time.Now()
			b.ResetTimer()
			for want := f0 + 1; b.Loop(); want++ {
				p.waitJS(fmt.Sprintf("window.__frames >= %d", want), 60*time.Second)
			}
			b.StopTimer()
			f1, th1, wall := eval[int](p, "window.__frames"), threadTimes(b), time.Since(t0)
			frames := f1 - f0
			shareOf(threadsBetween(th0, th1)).report(b, frames)
			b.ReportMetric(float64(frames)/wall.Seconds(), "frames/s")
		})
	}
}

// softGLPage is the calibration page's script: %d passes, %t blended.
const softGLPage = `(() => {
  document.body.style.margin = "0";
  const c = document.createElement("canvas");
  c.width = 1280; c.height = 720; c.style.width = "1280px"; c.style.height = "720px";
  document.body.appendChild(c);
  const gl = c.getContext("webgl2", {alpha: true, premultipliedAlpha: true, stencil: true, antialias: false});
  const sh = (type, src) => { const s = gl.createShader(type); gl.shaderSource(s, src); gl.compileShader(s); return s; };
  const prog = gl.createProgram();
  gl.attachShader(prog, sh(gl.VERTEX_SHADER, "#version 300 es\nin vec2 p; out vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0, 1); }"));
  gl.attachShader(prog, sh(gl.FRAGMENT_SHADER, "#version 300 es\nprecision highp float; in vec2 uv; uniform sampler2D t; out vec4 o; void main() { o = texture(t, uv); }"));
  gl.linkProgram(prog); gl.useProgram(prog);
  const buf = gl.createBuffer(); gl.bindBuffer(gl.ARRAY_BUFFER, buf);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  gl.enableVertexAttribArray(0); gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
  const px = new Uint8Array(1280 * 720 * 4);
  for (let i = 0; i < px.length; i += 4) { px[i] = i & 255; px[i + 1] = (i >> 8) & 255; px[i + 2] = 90; px[i + 3] = 255; }
  const tex = gl.createTexture(); gl.bindTexture(gl.TEXTURE_2D, tex);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1280, 720, 0, gl.RGBA, gl.UNSIGNED_BYTE, px);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
  const passes = %d, blend = %t;
  if (blend) { gl.enable(gl.BLEND); gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA); }
  window.__frames = 0;
  const frame = () => {
    gl.clearColor(0, 0, 0, 1); gl.clear(gl.COLOR_BUFFER_BIT);
    for (let i = 0; i < passes; i++) gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    window.__frames++;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return true;
})()`
