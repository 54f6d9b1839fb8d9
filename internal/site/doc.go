// Package site serves and prepares rxscope's static files.
//
// rxscope is a folder of static files: index.html, wasm_exec.js and the
// program compiled to WebAssembly. Any static host can serve it; this
// package is the small server `make serve` and the browser tests use, and
// the compressor that writes the precompressed .gz and .br copies next to
// each file so that the 12 MB module travels as about 2.5 MB.
package site
