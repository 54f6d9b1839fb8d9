package address

import (
	"net/url"
	"strings"
)

// ParamParentOrigin pins the origin an embedded rxscope takes messages
// from and sends them to, for a page whose referrer does not tell it (a
// referrer policy of no-referrer) or that should be stricter than it:
// ?embed=1&parentOrigin=https://example.org.
//
// It belongs to the page, not to the state: Parse passes over it, Query
// never writes it (a copied link or embed snippet must not carry one
// host's pin to another), and the page writes it back into its own
// address beside the state's query, so that the pin survives every reload,
// including the one that follows a lost WebGL context.
const ParamParentOrigin = "parentOrigin"

// ParentOrigin reads ParamParentOrigin from a URL query. It returns the
// origin in its canonical form (scheme://host[:port], lower case), and
// given reports whether the query names one at all. A value that is not
// an http or https origin, or a pin given twice with different values,
// gives a notice and the origin "": the page then takes no messages, since
// a pin that cannot be read must not fall back to trusting the referrer.
func ParentOrigin(query string) (origin string, n Notice, given bool) {
	vals, _ := url.ParseQuery(strings.TrimPrefix(query, "?"))
	vs := vals[ParamParentOrigin]
	if len(vs) == 0 {
		return "", Notice{}, false
	}
	for _, v := range vs[1:] {
		if v != vs[0] {
			return "", noticef(ParamParentOrigin, "parameter \"parentOrigin\" is given %d times with different values; messages from the parent are not taken", len(vs)), true
		}
	}
	o, ok := canonicalOrigin(vs[0])
	if !ok {
		return "", noticef(ParamParentOrigin, "parameter \"parentOrigin\": %s is not an origin such as https://example.org; messages from the parent are not taken", quote(vs[0])), true
	}
	return o, Notice{}, true
}

// canonicalOrigin is s as an origin, "scheme://host[:port]", if s is an
// http or https URL with a host and nothing after it but an optional "/".
func canonicalOrigin(s string) (string, bool) {
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return "", false
	}
	return strings.ToLower(u.Scheme + "://" + u.Host), true
}
