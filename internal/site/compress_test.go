package site

import (
	"bytes"
	"compress/gzip"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestPrecompressRoundTrip: both copies decode to the file, and the
// brotli window reaches back further than the encoder's default 4 MiB: a
// 64 KiB block repeated 6 MiB later costs next to nothing.
func TestPrecompressRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	block := make([]byte, 64<<10)
	for i := range block {
		block[i] = byte(rng.Uint32())
	}
	filler := make([]byte, 6<<20) // zeros: next to nothing in either copy
	src := append(append(append([]byte(nil), block...), filler...), block...)
	name := filepath.Join(t.TempDir(), "app.wasm")
	if err := os.WriteFile(name, src, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := Precompress(name, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		ext  string
		open func(io.Reader) (io.Reader, error)
	}{
		{".br", func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }},
		{".gz", func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }},
	} {
		f, err := os.Open(name + c.ext)
		if err != nil {
			t.Fatal(err)
		}
		r, err := c.open(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		f.Close()
		if err != nil || !bytes.Equal(got, src) {
			t.Errorf("%s decodes to %d bytes (%v); want the %d of the file", c.ext, len(got), err, len(src))
		}
	}
	// one block's bytes and little more: the second block, 6 MiB back, is a match
	if limit := int64(len(block)) + 16<<10; s.Brotli > limit {
		t.Errorf("brotli copy %d bytes; want at most %d (the repeated block within the window)", s.Brotli, limit)
	}
}
