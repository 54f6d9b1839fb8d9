// Package app is rxscope's app core below the drawing: the state the
// screen shows, as plain values that build and test without a browser
// (CGO_ENABLED=0 go test ./app/...).
//
// Snapshot is what the page, its parent (postMessage) and the browser
// tests read of the app after each Update: the knobs, the transport, the
// figures, the lesson, where each panel and control is. Package viz fills
// it; e2e decodes the page's JSON into it, so the two never drift apart.
//
// Session is the pair of simulations on the screen: the configuration as
// set, and the same traffic with today's driver, advanced in lockstep by
// a fixed quantum of simulated time per tick (Speeds), with the log of
// advances that lets the user's last step be taken back exactly, by
// replaying the log from time zero a slice at a time (StepBackSlice).
//
// Lessons is the lessons' state: a runner per lesson, the step on the
// screen, a step asked for and prepared in the background (StepJob), the
// next step prepared ahead (NextJob), a step's warm-up (WarmUpJob) and
// the words its panel shows. Presenter is presenting (the theme, the
// blank screen, the hidden text, full screen) and Cards which card is
// open. An Action is what a key, a press, a touch, the URL or a message
// asks; Lessons.Do, Presenter.Do and Cards.Do carry them out, and
// AddressOf reads the state a URL carries, and Lessons.OpenAddress opens one
// (its step prepared in the background, as PageDown's is).
//
// Sweep computes the chart's curve, cycles per packet against the
// prefetch distance, a slice at a time, and keeps finished curves by
// configuration.
//
// Validation measures every figure of the configurations the seeds
// measured, as rxsim validate does, a slice at a time, for the list that
// sets the model's values beside the seeds', and then searches their
// levers, as rxsim validate -levers does, for the list's tips.
//
// Scheduler runs the app's background work (a step back's replay, a
// lesson step being prepared, the scene list's measurements, the chart's
// sweep, the next lesson step) within one budget of wall time per drawn
// frame, in a fixed order of priority.
package app
