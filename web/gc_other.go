//go:build !js

package main

// releaseJSValues is for the browser's js.Values; elsewhere Go's garbage
// collector keeps its own pace.
func releaseJSValues() {}
