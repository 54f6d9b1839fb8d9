package site

import (
	"net/http"
	"time"
)

// Timeouts bound how long the server waits on a client. A connection that
// is opened and then left silent, or that sends half a request header and
// stops, holds a file descriptor and a goroutine; without these limits it
// would hold them for good.
type Timeouts struct {
	ReadHeader time.Duration // from accepting a connection to the end of a request's header
	Idle       time.Duration // between two requests on a kept-alive connection
	Write      time.Duration // to send a whole response (the module is megabytes on a slow link)
}

// DefaultTimeouts are rxserve's: generous for a person on a slow link, short
// for a connection that sends nothing.
var DefaultTimeouts = Timeouts{
	ReadHeader: 10 * time.Second,
	Idle:       60 * time.Second,
	Write:      5 * time.Minute,
}

// NewServer is an http.Server for h with the given timeouts. The requests
// the site answers have no body, so the time to read one is the time to
// read its header.
func NewServer(h http.Handler, t Timeouts) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.ReadHeader,
		IdleTimeout:       t.Idle,
		WriteTimeout:      t.Write,
		MaxHeaderBytes:    64 << 10,
	}
}
