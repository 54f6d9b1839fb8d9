// Command rxserve serves a built rxscope site on loopback.
//
//	rxserve [-addr 127.0.0.1:8080] [-dir dist]
//
// It serves application/wasm and the precompressed .br and .gz copies when
// the browser accepts them, and prints the URL to open. A connection that
// sends no complete request header within 10 s, or stays idle 60 s between
// requests, is closed (site.DefaultTimeouts). A symbolic link in -dir is followed
// only to a place under -dir: one to a file or a folder outside is not
// found (site.Handler).
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"os"
	"path/filepath"

	"rxscope/internal/site"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "dist", "folder of the built site")
	flag.Parse()

	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "rxserve: %s has no index.html; build the site first (make dist)\n", *dir)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "rxserve: cannot listen on %s: %v (is another server running? try -addr 127.0.0.1:8081)\n", *addr, err)
		os.Exit(2)
	}
	fmt.Printf("rxscope is served at http://%s/  (Ctrl+C to stop)\n", ln.Addr())
	log.Fatal(site.NewServer(site.Handler(*dir), site.DefaultTimeouts).Serve(ln))
}
