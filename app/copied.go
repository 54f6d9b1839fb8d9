package app

// CopiedText is what the banner says once the clipboard answered a copy
// of what ("link", "embed snippet"): a confirmation when it took it, and
// when it refused (no permission, the page not focused) that nothing was
// copied and where the text still is.
func CopiedText(what string, ok bool) string {
	if ok {
		return upperFirst(what) + " copied"
	}
	return "the browser refused the clipboard: the " + what + " was not copied (window.rxscope.lastCopied has it)"
}

// upperFirst is s with its first letter (ASCII) in capital.
func upperFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
