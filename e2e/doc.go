// Package e2e holds rxscope's browser tests: they serve the built site
// (make dist) on a loopback port, drive headless Chromium through the
// DevTools protocol (chromedp), press keys and drag sliders as a person
// would, and check what the app reports and what its pixels show.
//
// Run them with make test, which builds the site first. Screenshots are
// written to screenshots/ at the repository root (git-ignored) so that they
// can be looked at.
package e2e
