package viz

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/model"
	"rxscope/viz/layout"
)

// Game is rxscope's screen: it implements ebiten.Game.
type Game struct {
	theme  *Theme
	fonts  *Fonts
	paint  *painter
	screen layout.Screen
	fit    layout.Fit

	geo       model.Geometry
	ringTitle string
	wqeLabels []string

	frames uint64 // frames drawn
	snap   Snapshot
}

// Snapshot is what the page can read of the app after each Update: the
// figures a test or an embedding page checks. It is a plain value.
type Snapshot struct {
	Ready         bool
	Frames        uint64
	Width, Height int // screen size in device pixels
	WQEs          int
	StridesPerWQE int
	StrideSize    int
	Ring          layout.Rect // the ring panel, in CSS pixels of the page
}

// NewGame builds the screen for the default configuration.
func NewGame() (*Game, error) {
	fonts, err := NewFonts()
	if err != nil {
		return nil, err
	}
	geo, err := model.NewGeometry(model.GeometryParams{MTU: 1500})
	if err != nil {
		return nil, err
	}
	g := &Game{theme: &DarkTheme, fonts: fonts, paint: newPainter(fonts), screen: layout.NewScreen()}
	g.setGeometry(geo)
	return g, nil
}

func (g *Game) setGeometry(geo model.Geometry) {
	g.geo = geo
	g.ringTitle = ringTitleFor(geo)
	g.wqeLabels = g.wqeLabels[:0]
	for w := 0; w < geo.WQEs; w++ {
		g.wqeLabels = append(g.wqeLabels, fmt.Sprintf("WQE %d", w))
	}
}

// Update advances the app by one tick.
func (g *Game) Update() error {
	g.snap.Ready = g.frames > 0
	g.snap.Frames = g.frames
	g.snap.WQEs = g.geo.WQEs
	g.snap.StridesPerWQE = g.geo.StridesPerWQE
	g.snap.StrideSize = g.geo.StrideSize
	return nil
}

// Snapshot returns the state after the last Update.
func (g *Game) Snapshot() Snapshot { return g.snap }

// Draw paints the whole screen. It only reads the state.
func (g *Game) Draw(screen *ebiten.Image) {
	b := screen.Bounds()
	g.fit = layout.FitWindow(float64(b.Dx()), float64(b.Dy()))
	screen.Fill(g.theme.Background)
	p := g.paint
	p.dst, p.fit = screen, g.fit

	g.drawTitle(p)
	g.drawRing(p)
	for _, r := range []layout.Rect{g.screen.Current, g.screen.Ahead, g.screen.CPU, g.screen.CQ, g.screen.Figures, g.screen.Chart, g.screen.Controls} {
		p.panel(r, "", g.theme)
	}
	g.frames++
	g.snap.Width, g.snap.Height = b.Dx(), b.Dy()
	dsf := ebiten.Monitor().DeviceScaleFactor()
	rr := g.fit.Scale(g.screen.Ring)
	g.snap.Ring = layout.Rect{X: rr.X / dsf, Y: rr.Y / dsf, W: rr.W / dsf, H: rr.H / dsf}
}

func (g *Game) drawTitle(p *painter) {
	r := g.screen.Title
	th := g.theme
	p.text("rxscope", r.X+4, r.Y+8, 40, Bold, th.Accent)
	p.text("the mlx5 striding receive queue meets the CPU caches", r.X+190, r.Y+22, 24, Regular, th.Text)
}

// Layout makes the screen as many device pixels as the window has, so
// text is rasterised at the device pixel ratio and stays sharp.
// Ebitengine calls LayoutF instead when a game has it; Layout is kept for
// the interface.
func (g *Game) Layout(outsideW, outsideH int) (int, int) {
	w, h := g.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF is Layout in fractional device-independent pixels.
func (g *Game) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return outsideW * s, outsideH * s
}
