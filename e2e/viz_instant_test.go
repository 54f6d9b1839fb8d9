package e2e

import (
	"testing"
	"time"

	"rxscope/model"
)

// TestPanelsInStep plays the default scene at three speeds, one after
// another in one tab, and, in
// several frames of each, checks that every panel draws the simulated
// instant the ring draws: the top bar's packet count, the CQ panel's
// consumer counter and the packet at the NAPI cursor (its serial, WQE and
// stride) are what the model gives at the frame's time, run here natively
// to it. They were read four times a second while the clock and the ring
// moved every tick, and disagreed by up to 20 packets in one frame.
func TestPanelsInStep(t *testing.T) {
	p := openPage(t, "/?speed=5", 1280, 720)
	p.waitJS("window.rxscope.state().PacketsConsumed > 0", 60*time.Second)
	for _, speed := range []int{5, 7, 9} {
		// one tab, sped up with = from one speed to the next
		for p.vstate().SpeedLv < speed {
			p.key("Equal", false)
		}
		if lv := p.vstate().SpeedLv; lv != speed {
			t.Fatalf("the speed is %d; want %d", lv, speed)
		}
		checked := 0
		for i := 0; i < 6; i++ {
			p.frames(uint64(1 + 2*i))
			st := p.vstate()
			if st.Paused {
				t.Fatalf("speed %d: the scene is paused", speed)
			}
			sim, err := model.New(model.DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			sim.RunUntil(model.Time(st.SimTimePS))
			var cur model.PacketView
			sim.Packet(model.CurrentPacket, &cur)
			m := sim.Metrics()
			if st.PacketsConsumed != m.Packets || st.ShownCC != uint64(sim.CC()) {
				t.Errorf("speed %d: at %d ps the top bar says %d packets and the CQ panel cc %d; the model %d and %d",
					speed, st.SimTimePS, st.PacketsConsumed, st.ShownCC, m.Packets, sim.CC())
			}
			want := -1
			if cur.Valid {
				want = cur.Packet
			}
			if st.ShownPacket != want || cur.Valid && (st.ShownPacketWQE != cur.WQE || st.ShownPacketS != cur.Stride) {
				t.Errorf("speed %d: at %d ps the NAPI packet panel shows packet %d (WQE %d stride %d); the model's is %d (WQE %d stride %d)",
					speed, st.SimTimePS, st.ShownPacket, st.ShownPacketWQE, st.ShownPacketS, want, cur.WQE, cur.Stride)
			}
			if c := sim.Cursors(); st.Cursors.NAPI != c.NAPI || st.Cursors.DeviceHead != c.DeviceHead {
				t.Errorf("speed %d: at %d ps the ring's cursors are NAPI %+v, device %+v; the model's %+v, %+v",
					speed, st.SimTimePS, st.Cursors.NAPI, st.Cursors.DeviceHead, c.NAPI, c.DeviceHead)
			}
			checked++
		}
		if checked == 0 {
			t.Fatalf("speed %d: no frame checked", speed)
		}
	}
}
