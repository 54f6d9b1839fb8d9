// Command precompress writes .gz and .br copies of the files it is given
// and prints their sizes, so that a static host (or rxserve) can send the
// WebAssembly module compressed.
//
//	precompress [-q 11] [-max-br 2.6] file...
//
// With -max-br it fails when a brotli copy is larger than that many MB,
// which keeps the download size in check.
package main

import (
	"flag"
	"fmt"
	"os"

	"rxscope/internal/site"
)

func main() {
	quality := flag.Int("q", 11, "brotli quality, 0..11")
	maxBr := flag.Float64("max-br", 0, "fail if a brotli copy exceeds this many MB (0: no limit)")
	flag.Parse()
	if *quality < 0 || *quality > 11 {
		fmt.Fprintf(os.Stderr, "precompress: -q %d is out of range 0..11\n", *quality)
		os.Exit(2)
	}
	failed := false
	for _, name := range flag.Args() {
		s, err := site.Precompress(name, *quality)
		if err != nil {
			fmt.Fprintf(os.Stderr, "precompress: %v\n", err)
			os.Exit(1)
		}
		mb := func(n int64) float64 { return float64(n) / 1e6 }
		fmt.Printf("%-28s %6.2f MB raw, %5.2f MB gzip, %5.2f MB brotli\n", name, mb(s.Raw), mb(s.Gzip), mb(s.Brotli))
		if *maxBr > 0 && mb(s.Brotli) > *maxBr {
			fmt.Fprintf(os.Stderr, "precompress: %s is %.2f MB in brotli, over the %.2f MB budget\n", name, mb(s.Brotli), *maxBr)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}
