package lessons

// all is the lessons in the order of the table of contents: why the ring
// has strides, what a cold first touch costs, then the look-ahead
// prefetches of seeds 001 and 000, their variants, and the other seeds.
var all = []*Lesson{
	&stridesLesson,
	&coldTouchLesson,
	&mlx4Lesson,
	&strideAheadLesson,
	&cqePeekLesson,
	&shinfoLesson,
	&xdpLesson,
	&bulkLesson,
	&headlenLesson,
}

// All returns the lessons in order. The lessons are shared: do not modify
// them.
func All() []*Lesson { return all }

// Lookup returns the lesson called id.
func Lookup(id string) (*Lesson, bool) {
	for _, l := range all {
		if l.ID == id {
			return l, true
		}
	}
	return nil, false
}

// Index is the set of shipped lessons, as the URL parser and the table of
// contents see it. Its zero value is ready to use; Catalog is one.
type Index struct{}

// Catalog is the shipped lessons: lessons.Catalog.Steps(id) validates a
// lesson and a step taken from a URL.
var Catalog Index

// Steps returns the number of steps of lesson id, and whether it exists.
func (Index) Steps(id string) (n int, ok bool) {
	l, ok := Lookup(id)
	if !ok {
		return 0, false
	}
	return len(l.Steps), true
}

// IDs returns the lesson IDs in order.
func (Index) IDs() []string {
	ids := make([]string, len(all))
	for i, l := range all {
		ids[i] = l.ID
	}
	return ids
}
