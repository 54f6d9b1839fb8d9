// Package lessons holds rxscope's guided lessons as data, and a Runner
// that plays them on top of the model.
//
// A Lesson is a list of Steps. Each step says what to set up (knob=value
// pairs applied to model.DefaultConfig, first the lesson's Base, then the
// step's Set), how long the model runs before its figures are read (a
// model.Window), what the visualizer should highlight, an optional question to
// answer before the model's result is shown (predict, then reveal), and
// what must have happened before the learner moves on. Every lesson ends
// in free exploration with its own settings (Lesson.Explore), and the
// sandbox is always one key away.
//
// # Playing a lesson
//
// A visualizer drives a Runner (Start or NewRunner):
//
//	r, _ := lessons.Start("ahead")   // or lessons.Catalog.Steps(id) first, for a URL
//	cfg := r.Config()                // load the step's knobs into the animated model
//	r.Text(), r.Title()              // the panel; r.Quotes() for a figures table
//	r.Highlight()                    // what to point at: Ring, Packet, Control("distance") …
//	r.Choices(); r.Answer(i)         // a question: the answer shows the verdict and the reveal
//	r.Live(cfg)                      // when the learner moves a control (Step.Try)
//	r.Next(), r.Prev(), r.Goto(i)    // Next only once r.Done()
//	r.Advance()                      // a presenter's clicker: reveal, else next
//	r.Explore()                      // the sandbox with the lesson's settings
//
// The Runner runs a step's simulations once, when the step is first
// entered (or Prepare'd); reading it afterwards does not allocate.
//
// # Figures come from the model
//
// A step's text never types a number. It quotes figures through
// placeholders that the Runner fills from the simulations it ran for the
// step: the main run (the step's own configuration) and the named
// comparison runs of Step.Runs (the same configuration with a few knobs
// changed). The template language:
//
//	{cpp}                 figure cpp of the main run
//	{cpp.before}          figure cpp of the run named "before"
//	{stall.header.d0}     figure stall.header of the run named "d0"
//	{change.cpp.before}   relative change of cpp from run "before" to the
//	                      main run, signed: "-16%"
//	{distance}            the value of the knob "distance" in the main run,
//	                      as model.Config.Get prints it: "4"
//	{distance.d0}         the same knob in run "d0"
//
// A name is looked up as a figure first, then as a knob of model.Knobs;
// the last dot-separated part is a run name when the step has a run of
// that name. Figures (FigureNames lists them with their labels):
//
//	metrics of the measured window (model.Metrics)
//	  cpp            NAPI CPU cycles per packet               1365
//	  work           of which dispatching instructions        1345
//	  stall          of which stalled, all causes             20
//	  stall.cqe, stall.header, stall.page, stall.shinfo, stall.storeq,
//	  stall.locked, stall.other
//	                 stalled cycles per packet, by cause      9
//	  ns             busy nanoseconds per packet              273
//	  mpps, gbps     packets processed per µs, Gb/s          3.66, 15.0
//	  goodput        TCP payload Gb/s, as netperf reports it  48.0
//	  fraglist%      skbs GRO chained on frag_list            94%
//	  headread, headwritten
//	                 lines the nonlinear header copy read from the
//	                 packet and wrote into the skb head, per packet  2.0
//	  packets, arrived, drops, delivered                      counts
//	  loss%          dropped frames, share of arrived         54%
//	  busy%          share of the window the NAPI CPU worked  100%
//	  perpoll        packets per mlx5e_napi_poll              64
//	  pf.issued, pf.useful, pf.late, pf.wasted, pf.unused, pf.redundant
//	                 software prefetch outcomes (counts)
//	  useful%, late%, wasted%, unused%
//	                 the same, share of the prefetches issued
//	  llcmiss%       demand accesses that missed the LLC
//	  fb             fill buffers busy on average             1.0
//	  fbwaits        requests that waited for a fill buffer
//	geometry and profile of the run's configuration
//	  stride, strides, wqes, posted, slots, ringkib, headroom, cqsize, pages,
//	  perpage, linesize, len (bytes of the frame without FCS),
//	  shinfo (offset of its skb_shared_info in the stride),
//	  skip% (strides of a WQE the look-ahead cannot reach), fbs (fill
//	  buffers of the profile), sq (its store-queue entries), dramns, ghz,
//	  linerate (Mpps), wirens
//	  (nanoseconds between frames at line rate)
//	lines, from the model's trace of the last packets of the window
//	  from.cqe, from.header, from.shinfo, from.page
//	                 where the line was when the CPU first asked for it:
//	                 L1, L2, LLC, DRAM or core (another core's cache: the
//	                 application's), the most common
//	  lat.cqe, lat.header, lat.shinfo, lat.page
//	                 how many cycles away it was (mean)
//	  dram%.cqe, dram%.header, dram%.shinfo, dram%.page
//	                 share of those first requests that went to DRAM
//	  core%.cqe, core%.header, core%.shinfo, core%.page
//	                 share of them another core's cache answered
//	  wasted%.ahead  look-ahead prefetched lines the NIC overwrote
//	  guess%         look-ahead shinfo guesses that named the right line
//	  found%.peek    CQE peeks that found a CQE
//
// Percentages print as "54%" (one decimal below ten: "3.1%", and "0%");
// changes as "+36%" or "-46%".
//
// # Teaching that the model agrees with
//
// A step lists the claims its text relies on (Step.Expect, e.g.
// "cpp < cpp.d0"), and each choice of a question carries the claim that
// makes it right. The Runner evaluates them on the model's figures: the
// right answer of a question is computed, never typed, and the tests fail
// if the model stops agreeing with a lesson.
package lessons
