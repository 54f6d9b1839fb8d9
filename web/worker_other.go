//go:build !js

package main

import appcore "rxscope/app"

// startWorkers has no Web Worker to start outside the browser: the
// measurements run in the frames.
func startWorkers() []*appcore.Worker { return nil }
