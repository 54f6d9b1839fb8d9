package validation

import "rxscope/model"

// StartMeasurement prepares r's measurement with o's warm-up and window
// (one burst for model.MeasureBurstLoss), on r's machine with o's parameter
// settings and r's own applied (as rxsim validate measures it), in sim's
// arrays (model.Sim.Reset) when sim is not nil, with the trace and the timeline
// off. Nothing runs until Advance; Value is r's measure once done.
func (r Run) StartMeasurement(o Options, sim *model.Sim) (*model.Measurement, error) {
	cfg, err := r.config(o)
	if err != nil {
		return nil, err
	}
	return r.startMeasurement(cfg, o, sim)
}

// startMeasurement is StartMeasurement in cfg, r's configuration with
// its settings already applied (Run.config).
func (r Run) startMeasurement(cfg model.Config, o Options, sim *model.Sim) (*model.Measurement, error) {
	sim, err := model.Renew(sim, cfg)
	if err != nil {
		return nil, err
	}
	sim.SetTraceLevel(model.TraceOff)
	sim.SetTimeline(false)
	return model.NewMeasurementOf(sim, r.window(o), r.Measure), nil
}

// window is the model.Window r's measure takes: one burst period for the burst
// loss, o's warm-up and packets otherwise.
func (r Run) window(o Options) model.Window {
	if r.Measure == model.MeasureBurstLoss {
		return model.Window{Until: model.BurstPeriod}
	}
	return o.Window()
}
