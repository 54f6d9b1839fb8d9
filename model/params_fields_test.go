package model

import "reflect"

// countParamFields counts the exported Param fields of Profile.
func countParamFields() int {
	n := 0
	t := reflect.TypeOf(Profile{})
	for i := 0; i < t.NumField(); i++ {
		if t.Field(i).Type == reflect.TypeOf(Param{}) && t.Field(i).IsExported() {
			n++
		}
	}
	return n
}
