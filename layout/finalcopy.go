package layout

// Ebitengine draws a frame into an image of its own (the offscreen) and
// then hands the game the canvas (the final screen) with the matrix that
// would copy the offscreen onto it. When that copy would move no pixel
// (the matrix is the identity and both are the same size), the frame can
// be drawn straight onto the canvas: same pixels, one full-screen pass
// fewer. CopyIsIdentity tells that case.

// CopyIsIdentity reports whether copying an offscreen of offW×offH pixels
// onto a screen of screenW×screenH with the affine matrix
// [a b tx; c d ty] (Ebitengine's GeoM, row by row) would put every pixel
// where it already is and cover the screen exactly: the matrix is the
// identity and the sizes match.
func CopyIsIdentity(a, b, tx, c, d, ty float64, offW, offH, screenW, screenH int) bool {
	return a == 1 && b == 0 && tx == 0 && c == 0 && d == 1 && ty == 0 &&
		offW == screenW && offH == screenH
}
