// Package model is the deterministic simulation behind every picture and
// every figure of rxscope: the mlx5 striding receive queue (MPWQE), its
// completion queue, the NAPI poll loop and the CPU caches it meets.
//
// It imports only the standard library. The visualizer and the lessons
// observe it through the read-only accessors of Sim and through its bounded
// trace and timeline; they never reach into its state.
package model
