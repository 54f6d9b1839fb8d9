package docs

import (
	"bufio"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// root is the repository's top folder, seen from this package's folder.
const root = "../.."

// MaxReadme is the most bytes README.md may hold: a newcomer reads it in
// five minutes, and everything else goes to docs/.
const MaxReadme = 10_000

func TestReadmeSize(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(b) > MaxReadme {
		t.Errorf("README.md is %d bytes, over the %d a newcomer reads in five minutes: move the details to docs/", len(b), MaxReadme)
	}
}

// documents are the files whose links are checked, relative to root:
// README.md and every docs/*.md.
func documents(t *testing.T) []string {
	t.Helper()
	docs, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files := []string{"README.md"}
	for _, d := range docs {
		rel, err := filepath.Rel(root, d)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, filepath.ToSlash(rel))
	}
	return files
}

func TestRelativeLinks(t *testing.T) {
	for _, doc := range documents(t) {
		for _, l := range readLinks(t, doc) {
			if !relative(l.target) {
				continue
			}
			file, anchor, _ := strings.Cut(l.target, "#")
			target := doc // a link to "#heading" is to the document itself
			if file != "" {
				target = path.Join(path.Dir(doc), file)
			}
			st, err := os.Stat(filepath.Join(root, filepath.FromSlash(target)))
			if err != nil {
				t.Errorf("%s:%d: link to %q: %s does not exist", doc, l.line, l.target, target)
				continue
			}
			if anchor == "" || st.IsDir() || !strings.HasSuffix(target, ".md") {
				continue
			}
			if !headings(t, target)[anchor] {
				t.Errorf("%s:%d: link to %q: %s has no heading #%s", doc, l.line, l.target, target, anchor)
			}
		}
	}
}

// link is a Markdown link's target and the line it is on.
type link struct {
	target string
	line   int
}

var (
	// inlineLink matches [text](target) and ![alt](target), with an
	// optional "title" after the target.
	inlineLink = regexp.MustCompile(`!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)`)
	// refLink matches a reference definition: [label]: target
	refLink = regexp.MustCompile(`^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$`)
	// codeSpan matches an inline code span, whose text is not a link.
	codeSpan = regexp.MustCompile("`+[^`]*`+")
)

// readLinks returns the links of doc, outside fenced code blocks and
// code spans.
func readLinks(t *testing.T, doc string) []link {
	t.Helper()
	var links []link
	eachLine(t, doc, func(n int, s string) {
		if m := refLink.FindStringSubmatch(s); m != nil {
			links = append(links, link{m[1], n})
			return
		}
		s = codeSpan.ReplaceAllString(s, "")
		for _, m := range inlineLink.FindAllStringSubmatch(s, -1) {
			links = append(links, link{m[1], n})
		}
	})
	return links
}

// eachLine calls f with each line of doc (numbered from 1) that is not
// inside a fenced code block.
func eachLine(t *testing.T, doc string, f func(n int, s string)) {
	t.Helper()
	file, err := os.Open(filepath.Join(root, filepath.FromSlash(doc)))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(nil, 1<<20)
	fence := ""
	for n := 1; sc.Scan(); n++ {
		s := sc.Text()
		trimmed := strings.TrimLeft(s, " ")
		switch {
		case fence == "" && (strings.HasPrefix(trimmed, "```") || strings.HasPrefix(trimmed, "~~~")):
			fence = trimmed[:3]
			continue
		case fence != "":
			if strings.HasPrefix(trimmed, fence) {
				fence = ""
			}
			continue
		}
		f(n, s)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// relative reports whether a link's target is a path in the repository:
// not a URL with a scheme (https:, mailto:) and not an absolute path.
func relative(target string) bool {
	if strings.HasPrefix(target, "/") {
		return false
	}
	if i := strings.IndexAny(target, ":/#"); i > 0 && target[i] == ':' {
		return false
	}
	return true
}

// headings returns the anchors of doc's headings as GitHub makes them:
// lower case, spaces as hyphens, punctuation other than hyphens and
// underscores dropped, and a repeated anchor numbered -1, -2 …
func headings(t *testing.T, doc string) map[string]bool {
	t.Helper()
	anchors := map[string]bool{}
	seen := map[string]int{}
	eachLine(t, doc, func(_ int, s string) {
		hashes := len(s) - len(strings.TrimLeft(s, "#"))
		if hashes == 0 || hashes > 6 || !strings.HasPrefix(s[hashes:], " ") {
			return
		}
		a := slug(strings.TrimSpace(s[hashes:]))
		if n := seen[a]; n > 0 {
			anchors[a+"-"+strconv.Itoa(n)] = true
		} else {
			anchors[a] = true
		}
		seen[a]++
	})
	return anchors
}

// slug is a heading's anchor as GitHub makes it.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestSlug(t *testing.T) {
	tests := []struct{ heading, want string }{
		{"Scenes", "scenes"},
		{"A trace for Perfetto", "a-trace-for-perfetto"},
		{"The counters: `ethtool -S` and `perf stat`", "the-counters-ethtool--s-and-perf-stat"},
		{"rxsim: the model on the command line", "rxsim-the-model-on-the-command-line"},
	}
	for _, tt := range tests {
		if got := slug(tt.heading); got != tt.want {
			t.Errorf("slug(%q) = %q, want %q", tt.heading, got, tt.want)
		}
	}
}
