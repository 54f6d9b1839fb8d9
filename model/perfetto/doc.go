// Package perfetto writes a model.Recording, a stretch of the simulation
// recorded event by event, as a trace that ui.perfetto.dev and
// chrome://tracing open: the NAPI core's polls, its work and its stalls
// (each named by the function whose load it waits for), the software
// prefetches as flows to the slice their line arrives in, the NIC's DMA
// and CQE writes, the drops, and the ring's and the fill buffers'
// counters, all in the simulation's own picoseconds.
//
// Write writes a whole Recording; Record writes the same bytes as the
// run is recorded, a slice at a time, so its memory does not grow with
// the trace's length.
//
// It owns the trace's format only. The recording itself, the hook the
// engine feeds as it runs, is the model's (model.Record,
// model.RecordSlices, model.RecordingOf): the simulation never calls
// this package.
package perfetto
