// Package layout places every panel and control of rxscope's screen.
//
// It is pure arithmetic on rectangles, with no graphics import, so that the
// arrangement can be tested without a display: the screen is designed on a
// 1920×1080 canvas of design units, and Fit scales that canvas to whatever
// window it is given, keeping 16:9 and centring it (letterbox). Drawing code
// asks Fit for the scale and converts design units to device pixels, so text
// and lines are sharp at any device pixel ratio.
package layout
