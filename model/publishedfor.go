package model

import (
	"math"
	"strings"
	"sync"
)

// PublishedFor lists the figures a seed measured on exactly cfg: single
// values (Mpps, NAPI cycles per packet) whose one run is cfg, in the
// order of PublishedFigures. The prefetch distance does not matter to
// today's driver, so it is ignored there. A visualizer shows them beside
// the model's own figures for the same configuration.
func PublishedFor(cfg Config) []Figure {
	publishedOnce.Do(indexPublished)
	return publishedByConfig[normalizeForPublished(cfg)]
}

var (
	publishedOnce     sync.Once
	publishedByConfig map[Config][]Figure
)

// indexPublished builds the table of PublishedFor once.
func indexPublished() {
	publishedByConfig = make(map[Config][]Figure)
	for _, f := range PublishedFigures() {
		if f.Kind != FigureValue || len(f.Runs) != 1 || math.IsNaN(f.Published) || f.Gap != "" {
			continue
		}
		if m := f.Runs[0].Measure; m != MeasureMpps && m != MeasureCycles {
			continue
		}
		c, err := f.Runs[0].Config()
		if err != nil {
			continue
		}
		k := normalizeForPublished(c)
		publishedByConfig[k] = append(publishedByConfig[k], f)
	}
}

// normalizeForPublished clears what a published figure does not depend on.
func normalizeForPublished(c Config) Config {
	if c.Variant == "today" {
		c.Distance = DefaultConfig().Distance
	}
	return c
}

// Quote is the published value with its unit, for a sentence: the seed's
// own text when it has one ("3.44 Mpps"), else the number and the unit
// ("715 cycles/packet").
func (f Figure) Quote() string {
	if strings.Contains(f.Text, " ") {
		return f.Text
	}
	if f.Unit == "cycles/pkt" {
		return f.Text + " cycles/packet"
	}
	return f.Text + " " + f.Unit
}
