// Package input reads the files that come into Sortie from outside (deck
// lists, scenarios, card files) within fixed bounds: a size limit checked
// while reading, before anything is parsed, and a YAML nesting limit checked
// before the YAML library sees the text. Every refusal is an error
// "file:line: what is wrong" that states the limit.
package input

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// The size limits of the files Sortie reads. A deck list is about 1 KB; the
// largest scenario about 7 KB; the largest card file about 20 KB.
const (
	MaxDeckBytes     = 64 << 10
	MaxScenarioBytes = 256 << 10
	MaxCardFileBytes = 1 << 20
)

// ReadFile reads the file name of fsys (the operating system's files when
// fsys is nil), refusing a folder and any file longer than max bytes without
// reading more than max+1 bytes of it: /dev/zero is refused at once.
func ReadFile(fsys fs.FS, name string, max int, what string) ([]byte, error) {
	var f fs.File
	var err error
	if fsys == nil {
		f, err = os.Open(name)
	} else {
		f, err = fsys.Open(name)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s: is a directory, not a %s", name, what)
	}
	b, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := CheckSize(name, b, max, what); err != nil {
		return nil, err
	}
	return b, nil
}

// Error is an input refused at a line of a file.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// CheckSize refuses b when it is longer than max bytes with an *Error at the
// line where the limit is passed.
func CheckSize(name string, b []byte, max int, what string) error {
	if len(b) <= max {
		return nil
	}
	line := bytes.Count(b[:max], []byte("\n")) + 1
	return &Error{File: name, Line: line, Msg: fmt.Sprintf("too long: a %s is at most %s", what, sizeText(max))}
}

func sizeText(n int) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
