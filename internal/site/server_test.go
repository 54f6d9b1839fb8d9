package site

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// serve runs NewServer on a loopback port with the given timeouts and
// returns its address.
func serve(t *testing.T, to Timeouts) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") }), to)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// closedWithin reports whether the server closes conn (a read ends in EOF
// or a reset) within d, reading and discarding whatever it sends first.
func closedWithin(conn net.Conn, d time.Duration) bool {
	conn.SetReadDeadline(time.Now().Add(d))
	_, err := io.Copy(io.Discard, conn)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return false
	}
	return true
}

// TestServerDropsSilentConnections is the regression test for issue 18:
// a connection that sends half a request header, or that stays open idle
// after a request, is closed by the server after its timeout instead of
// being held for good.
func TestServerDropsSilentConnections(t *testing.T) {
	addr := serve(t, Timeouts{ReadHeader: 300 * time.Millisecond, Idle: 300 * time.Millisecond, Write: time.Second})

	tests := []struct {
		name string
		send string
	}{
		{"nothing sent", ""},
		{"half a header", "GET / HTTP/1.1\r\nHost: x\r\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			io.WriteString(conn, tt.send)
			if !closedWithin(conn, 3*time.Second) {
				t.Fatal("the server still holds the connection after 3 s; its header timeout is 300 ms")
			}
		})
	}

	t.Run("idle after a request", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n")
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if strings.TrimSpace(string(body)) != "ok" || resp.Close {
			t.Fatalf("first response %q close=%v; want a kept-alive \"ok\"", body, resp.Close)
		}
		if !closedWithin(conn, 3*time.Second) {
			t.Fatal("the server still holds the idle connection after 3 s; its idle timeout is 300 ms")
		}
	})
}

func TestNewServerTimeoutsAreSet(t *testing.T) {
	srv := NewServer(http.NotFoundHandler(), DefaultTimeouts)
	for _, f := range []struct {
		name string
		d    time.Duration
	}{
		{"ReadHeaderTimeout", srv.ReadHeaderTimeout}, {"ReadTimeout", srv.ReadTimeout},
		{"IdleTimeout", srv.IdleTimeout}, {"WriteTimeout", srv.WriteTimeout},
	} {
		name, d := f.name, f.d
		if d <= 0 {
			t.Errorf("%s = %v; want a limit", name, d)
		}
	}
}
