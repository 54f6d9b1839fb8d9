// Package perfstat writes the model's CPU figures as `perf stat -C CPU`
// prints them, so that a driver engineer reads the simulation in the
// layout of the tool they measure a machine with: a value, the event's
// name, and after '#' the ratio perf derives from it.
//
// Where perf has the event (cycles, instructions, the cache events,
// Intel's load_hit_pre.sw_pf and cycle_activity.stalls_total), the line
// uses its name; the model's own breakdowns (stalls by the line waited
// for, what became of each prefetch) are marked Model and named in
// perf's dotted style under a "model." prefix, so no reader mistakes
// them for a PMU's.
//
// It owns the lines (NAPI for the NAPI core, App for the application's
// core, both read from a model.Metrics window) and their layout (Write);
// the counts themselves are the model's.
package perfstat
