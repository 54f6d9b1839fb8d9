# rxscope: build, serve and test.
#
#   make serve   build the site into dist/ and serve it at http://127.0.0.1:8080
#   make test    gofmt, go vet, unit tests, then the browser tests in headless Chromium
#   make dist    build the static site into dist/ (any static host can serve it)
#   make bench   the model's benchmarks (simulated packets per second), built with PGO
#   make bench-frame  what a frame costs the app's Go side, in headless Chromium
#   make soak    30 minutes at the fastest speed: the JS heap and the wasm memory stay flat

GO        ?= go
ADDR      ?= 127.0.0.1:8080
CHROMIUM  ?= /usr/bin/chromium
# BROTLI_MB is the budget of the program's brotli copy (window 2^24: 24 KB
# less than 2^22). It was 2.7 MB while the page drew its text with
# Ebitengine's text/v2, whose typesetting package linked the JPEG and TIFF
# decoders and golang.org/x/text's language tables (2.68 MB); package glyph
# rasterises the glyphs with golang.org/x/image/font alone: 2.53 MB. Most
# of the program is Ebitengine's: its shader compiler alone brings
# go/parser, go/constant, math/big, text/template and regexp. The page
# reads the workers' replies with strconv: a JSON decoder would cost 100 KB.
BROTLI_MB ?= 2.6
# WORKER_BROTLI_MB is the budget of the worker's program (rxworker.wasm:
# the model, the lessons and the app's measurements, no drawing), which
# the page fetches after its first frame.
WORKER_BROTLI_MB ?= 1.0

GOROOT    := $(shell $(GO) env GOROOT)
GOVERSION := $(shell $(GO) env GOVERSION)
WASM_EXEC := $(firstword $(wildcard $(GOROOT)/lib/wasm/wasm_exec.js $(GOROOT)/misc/wasm/wasm_exec.js))
GO_FILES  := $(shell find . -name '*.go' -not -path './dist/*') go.mod go.sum $(wildcard assets/fonts/*)

# Packages that build natively (no ebiten) and the ones for the browser.
PURE_PKGS := ./model/... ./lessons/... ./app/... ./cmd/... ./internal/... ./address/... ./layout/... ./glyph/... ./screen/...
WASM_PKGS := ./viz/... ./web/...

.PHONY: all dist serve test fmt-check vet unit browser chromium bench bench-frame soak pgo clean

all: dist

dist: dist/index.html dist/embed.html dist/wasm_exec.js dist/rxscope.wasm.br dist/worker.js dist/sw.js dist/rxworker.wasm.br dist/build.json

dist/index.html: index.html
	@mkdir -p dist
	cp index.html $@

dist/embed.html: embed.html
	@mkdir -p dist
	cp embed.html $@

dist/worker.js: worker.js
	@mkdir -p dist
	cp worker.js $@

dist/sw.js: sw.js
	@mkdir -p dist
	cp sw.js $@

dist/wasm_exec.js: $(WASM_EXEC)
	@mkdir -p dist
	@test -n "$(WASM_EXEC)" || { echo "wasm_exec.js not found under $(GOROOT)/lib/wasm"; exit 1; }
	cp $(WASM_EXEC) $@

# The page's program is built without the model's profile: the long
# measurements run in the workers' program, which has it, and the page's
# is 30 KB smaller in brotli without the profile's inlining. The lessons
# are built without inlining at all: their code runs when a step opens or
# its figures arrive, not per packet or per frame, and inlining their
# many small builders into the lessons' tables cost 32 KB in brotli. The
# app's logic and the screen's core are too: they run a few calls a frame
# (the model's own loops, in package model, keep their inlining), and
# inlining the app's cost 13 KB. So are the address and the message
# parser, which run when the address or a message changes, and the
# model's rooms the page calls outside its loops (the trace's export on
# a key, the figures' and the sensitivity's tables, whose runs are the
# model's): inlining them cost 12 KB in brotli.
dist/rxscope.wasm: $(GO_FILES)
	@mkdir -p dist
	GOOS=js GOARCH=wasm $(GO) build -trimpath -pgo=off -gcflags='rxscope/lessons=-l' -gcflags='rxscope/app=-l' -gcflags='rxscope/screen=-l' \
		-gcflags='rxscope/address=-l' -gcflags='rxscope/model/perfetto=-l' -gcflags='rxscope/model/validation=-l' -gcflags='rxscope/model/sensitivity=-l' \
		-ldflags='-s -w' -o $@ ./web

dist/rxscope.wasm.br: dist/rxscope.wasm
	$(GO) run ./cmd/precompress -max-br $(BROTLI_MB) dist/rxscope.wasm

dist/rxworker.wasm: $(GO_FILES) $(PGO)
	@mkdir -p dist
	GOOS=js GOARCH=wasm $(GO) build -trimpath -pgo=$(PGO) -ldflags='-s -w' -o $@ ./web/worker

dist/rxworker.wasm.br: dist/rxworker.wasm
	$(GO) run ./cmd/precompress -max-br $(WORKER_BROTLI_MB) dist/rxworker.wasm

dist/build.json: dist/rxscope.wasm dist/rxworker.wasm
	printf '{"wasmBytes": %s, "workerBytes": %s, "go": "%s"}\n' $$(wc -c < dist/rxscope.wasm) $$(wc -c < dist/rxworker.wasm) "$(GOVERSION)" > $@

serve: dist
	$(GO) run ./cmd/rxserve -addr $(ADDR) -dir dist

test: fmt-check vet unit browser

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	@echo "gofmt: clean"

vet:
	CGO_ENABLED=0 $(GO) vet $(PURE_PKGS)
	GOOS=js GOARCH=wasm $(GO) vet $(WASM_PKGS)
	$(GO) vet ./e2e/...

unit:
	CGO_ENABLED=0 $(GO) test -shuffle=on $(PURE_PKGS)

browser: dist chromium
	$(GO) test -count=1 -v -timeout 45m ./e2e/... -args -dist=$(CURDIR)/dist -chromium=$(CHROMIUM) -shots=$(CURDIR)/screenshots

# chromium makes sure the browser the tests drive is installed: it installs
# Debian's package when it can (as root), and otherwise stops and says what
# to install. The browser tests are never skipped.
chromium:
	@if [ -x "$(CHROMIUM)" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing Chromium for the browser tests (apt-get install -y chromium)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || exit 1; \
	fi; \
	if [ ! -x "$(CHROMIUM)" ]; then \
		echo "The browser tests need Chromium at $(CHROMIUM)."; \
		echo "Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM=/path/to/chromium."; \
		exit 1; \
	fi

# The model is built with profile-guided optimisation from PGO, a CPU
# profile of its benchmarks: `go build ./cmd/rxsim` picks it up by itself
# (default.pgo of a main package), the browser build and the benchmarks
# name it. `make pgo` records it again after the model's hot path changes.
PGO := $(CURDIR)/cmd/rxsim/default.pgo

bench:
	CGO_ENABLED=0 $(GO) test -pgo=$(PGO) -run '^$$' -bench . -benchmem ./model/...

# bench-frame runs BenchmarkFrame (e2e/bench_test.go): the Go time and the
# heap allocations of a frame in headless Chromium, on six scenes; and
# BenchmarkFrameBudgets (e2e/bench_budgets_test.go): the chart's sweep
# after a knob change and the scene list's 28 figures against their
# budgets, with the workers and in the frames.
bench-frame: dist chromium
	$(GO) test -count=1 -run '^$$' -bench Frame -benchtime 300x -timeout 45m ./e2e/... -args -dist=$(CURDIR)/dist -chromium=$(CHROMIUM) -shots=$(CURDIR)/screenshots

# soak runs BenchmarkSoak (e2e/soak_test.go): the fastest speed for 30
# minutes, the JS heap and the wasm memory sampled every minute.
soak: dist chromium
	$(GO) test -count=1 -run '^$$' -bench Soak -benchtime 1x -timeout 40m ./e2e/... -args -dist=$(CURDIR)/dist -chromium=$(CHROMIUM) -shots=$(CURDIR)/screenshots -soak=30m

pgo:
	@tmp=$$(mktemp -d) && CGO_ENABLED=0 $(GO) test -pgo=off -c -o $$tmp/model.test ./model && \
	$$tmp/model.test -test.run '^$$' -test.bench 'UDPFloodStrideAhead$$' -test.benchtime 12000x -test.cpuprofile $(PGO) >/dev/null && \
	rm -rf $$tmp && echo "wrote $(PGO)"

clean:
	rm -rf dist screenshots
