package model

import "strings"

// SuggestParam returns the parameter or work step a user most likely
// meant by the unknown name, or "" when none is close: a name that the
// given one begins (dram → dram-ns), else the nearest by edit distance
// when at most two letters differ (frag-list-chian → frag-list-chain).
// Among equals the first in the order rxsim profile prints wins. A name
// longer than maxSuggestLen is no candidate's (a prefix is shorter than
// its name, a near one at most two letters longer), so none is looked
// for: the edit distance is linear in the name, and a 10 MB name took
// 13 s to find nothing.
func SuggestParam(name string) string {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > maxSuggestLen {
		return ""
	}
	name = strings.ToLower(name)
	best, bestD, prefix := "", maxSuggestEdits+1, ""
	for i := range len(paramTable) + len(workSteps) {
		c := workSteps[i%len(workSteps)]
		if i < len(paramTable) {
			c = paramTable[i].Name
		}
		if prefix == "" && len(name) >= minSuggestPrefix && strings.HasPrefix(c, name) {
			prefix = c
		}
		if d := editDistance(name, c); d < bestD {
			best, bestD = c, d
		}
	}
	if bestD <= maxSuggestEdits && bestD < len(name) {
		return best
	}
	return prefix
}

const (
	maxSuggestEdits  = 2 // letters that may differ in a suggested name
	minSuggestPrefix = 3 // letters a name must have to suggest one it begins
	// maxSuggestLen bounds the names a suggestion is looked for: past the
	// longest parameter's or work step's name by more than
	// maxSuggestEdits, no name is near (TestSuggestLenBound checks it).
	maxSuggestLen = 32
)

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			sub := prev[j-1]
			if a[i-1] != b[j-1] {
				sub++
			}
			cur[j] = min(sub, prev[j]+1, cur[j-1]+1)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
