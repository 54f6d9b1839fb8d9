package model_test

import (
	"fmt"

	"rxscope/model"
)

// A machine edited from the command line: the settings parse against the
// parameter table, Apply keeps the shipped machine's value in the edited
// one's source, and Diff gives back what a link carries.
func ExampleProfile_Apply() {
	p, _ := model.LookupProfile("spr-ddio")
	set, _ := model.ParseParamSettings("dram-ns=140,inject=0")
	q, err := p.Apply(set)
	if err != nil {
		fmt.Println(err)
	}
	fmt.Println(model.FormatParamSettings(q.Diff(&p)))
	fmt.Println(q.DRAMns.Source)
	_, err = model.ParseParamSettings("dram-ns=5000")
	fmt.Println(err)
	_, err = p.Apply([]model.ParamSetting{{Name: "inject-ways", Value: 16}})
	fmt.Println(err)
	// Output:
	// dram-ns=140,inject=0
	// [U] set by the user (spr-ddio has 110)
	// dram-ns: 5000 ns is out of range 40..400 ns
	// inject-ways: 16 ways is more than the LLC's 15 ways (llc-ways)
}
