//go:build !js

package main

import "rxscope/viz"

// pageHook does nothing outside the browser.
type pageHook struct{}

func newPageHook(*viz.Game) pageHook  { return pageHook{} }
func (pageHook) publish(viz.Snapshot) {}
