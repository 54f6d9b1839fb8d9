package site

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

// Sizes reports a file's size raw and in its precompressed copies.
type Sizes struct {
	Raw, Gzip, Brotli int64
}

// brotliWindow is the log2 of the brotli window: 24, the largest RFC 7932
// allows and every browser's decoder reads (16 MiB). The program is 15 MB
// raw, so a match can reach back across all of it: 24 KB less than the
// encoder's default of 22 (4 MiB) on the page's program.
const brotliWindow = 24

// Precompress writes name.gz (gzip -9) and name.br (brotli at the given
// quality, 0..11, with a window of 2^brotliWindow) next to name and
// returns the three sizes.
func Precompress(name string, brotliQuality int) (Sizes, error) {
	var s Sizes
	src, err := os.ReadFile(name)
	if err != nil {
		return s, err
	}
	s.Raw = int64(len(src))
	if s.Gzip, err = writeCompressed(name+".gz", src, func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	}); err != nil {
		return s, err
	}
	if s.Brotli, err = writeCompressed(name+".br", src, func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotliQuality, LGWin: brotliWindow}), nil
	}); err != nil {
		return s, err
	}
	return s, nil
}

func writeCompressed(name string, src []byte, newWriter func(io.Writer) (io.WriteCloser, error)) (int64, error) {
	f, err := os.Create(name)
	if err != nil {
		return 0, err
	}
	zw, err := newWriter(f)
	if err != nil {
		f.Close()
		return 0, err
	}
	if _, err := zw.Write(src); err != nil {
		f.Close()
		return 0, fmt.Errorf("compressing %s: %w", name, err)
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return 0, err
	}
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return 0, err
	}
	return st.Size(), f.Close()
}
