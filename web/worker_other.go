//go:build !js

package main

import appcore "rxscope/app"

// startWorker has no Web Worker to start outside the browser: the
// measurements run in the frames.
func startWorker() *appcore.Worker { return nil }
