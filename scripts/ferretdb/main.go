// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol on SQLite)
// for local development and tests when no MongoDB server is available.
// It embeds the library package because `go install .../cmd/ferretdb` panics
// at start without the version.txt that FerretDB's own build generates.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "./.data/ferretdb", "directory for the SQLite databases")
	logLevel := flag.String("log-level", "warn", "log level: debug, info, warn or error")
	watchStdin := flag.Bool("exit-with-parent", false, "stop when standard input closes (the parent process ended)")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: bad -log-level: %v\n", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	absData, err := filepath.Abs(*dataDir)
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}
	if err := os.MkdirAll(absData, 0o755); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: cannot create data directory: %v\n", err)
		os.Exit(1)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		// WAL (FerretDB's default) with synchronous=NORMAL: safe against process crashes, and
		// without an fsync per write, which makes local development and tests much faster.
		SQLiteURL: "file:" + absData + "/?_pragma=synchronous(normal)",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *watchStdin {
		// A parent that dies without cleaning up closes our stdin: stop rather than linger.
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	// The parent process waits for this line to know the port is open.
	fmt.Printf("ferretdb listening on %s, data in %s\n", *listen, absData)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}
}
