package model

// The profiles' constructors, for the calibration (calibrate_test.go):
// an external test, since it reads the published figures of package
// validation, which imports the model.
var (
	NewWithProfile = newWithProfile
	Mlx4XDP2016At  = mlx4XDP2016At
	CX4LX2016At    = cx4lx2016At
	Desk2016At     = desk2016At
	GraceCX7At     = graceCX7At
)
