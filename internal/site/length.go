package site

import (
	"net/http"
	"strconv"
)

// lengthOn200 gives a response the Content-Length of a whole body when,
// and only when, its status is 200. http.ServeContent sends no length
// with a Content-Encoding, and the length cannot be set before it runs:
// it may answer 412 (If-Match, If-Unmodified-Since), 304 or 416 instead,
// with no body or another one, and a length of megabytes over an empty
// body makes clients fail (curl: error 18, transfer closed with bytes
// remaining).
type lengthOn200 struct {
	http.ResponseWriter
	length  int64
	written bool
}

func (w *lengthOn200) WriteHeader(code int) {
	if !w.written && code == http.StatusOK {
		w.Header().Set("Content-Length", strconv.FormatInt(w.length, 10))
	}
	w.written = true
	w.ResponseWriter.WriteHeader(code)
}

func (w *lengthOn200) Write(b []byte) (int, error) {
	if !w.written {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}
