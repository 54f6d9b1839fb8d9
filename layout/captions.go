package layout

// A row of boxes with a word under each (a packet panel's "CQE", "page",
// "headroom", "header" … under its line boxes) centres each word under
// its box. On a projector a long word meets its neighbour: at 20 px
// "headroom" is 93 units wide, "header" 62, and their boxes 84 apart,
// which left 6 units between them, read from the back of a room as one
// word ("headroomheader"). SpreadCaptions moves such words apart, each as
// little as it can, so that neighbours keep CaptionGap between them.

// CaptionGap is the least room between two neighbouring captions of a
// row, in design units: about half a word space at a label's size plus
// what the rounding of advances at a small window takes.
const CaptionGap = 14.0

// MaxCaptions bounds the captions of a row SpreadCaptions places.
const MaxCaptions = 16

// SpreadCaptions moves the centres c of a row of captions w wide (c in
// increasing order, both in design units) so that neighbours keep gap
// between them and the row stays within [lo, hi], moving them as little
// as it can (least squares: the pool-adjacent-violators algorithm on the
// centres less the room each needs on its left). Captions that need no
// room keep their centres. When the row does not fit in [lo, hi], it is
// centred there and ok is false. It allocates nothing.
func SpreadCaptions(c, w []float64, gap, lo, hi float64) (ok bool) {
	n := len(c)
	if n == 0 {
		return true
	}
	if n > MaxCaptions || len(w) != n {
		panic("layout.SpreadCaptions: too many captions or widths")
	}
	// d[i] is how far caption i's centre must be right of caption 0's
	// when all are packed; y[i] = c[i] - d[i] must then not decrease.
	var d [MaxCaptions]float64
	for i := 1; i < n; i++ {
		d[i] = d[i-1] + (w[i-1]+w[i])/2 + gap
	}
	// pool adjacent violators: blocks of equal y, each the mean of its
	// targets
	var sum [MaxCaptions]float64
	var cnt, end [MaxCaptions]int
	nb := 0
	for i := 0; i < n; i++ {
		sum[nb], cnt[nb], end[nb] = c[i]-d[i], 1, i+1
		nb++
		for nb > 1 && sum[nb-2]/float64(cnt[nb-2]) > sum[nb-1]/float64(cnt[nb-1]) {
			sum[nb-2] += sum[nb-1]
			cnt[nb-2] += cnt[nb-1]
			end[nb-2] = end[nb-1]
			nb--
		}
	}
	// the row's ends bound every y: the first caption's left edge at lo
	// at least, the last one's right edge at hi at most
	ylo, yhi := lo+w[0]/2, hi-w[n-1]/2-d[n-1]
	ok = ylo <= yhi
	if !ok {
		ylo = (ylo + yhi) / 2
		yhi = ylo
	}
	start := 0
	for b := 0; b < nb; b++ {
		y := min(max(sum[b]/float64(cnt[b]), ylo), yhi)
		for i := start; i < end[b]; i++ {
			c[i] = y + d[i]
		}
		start = end[b]
	}
	return ok
}
