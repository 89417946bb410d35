import { defineConfig } from "vitest/config";

// Unit tests beside nothing but themselves; integration tests talk to the running production
// server (BASE_URL) and the test database (MONGODB_URI) that scripts/test.ts provides.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    // Two files at a time, one per core: files are independent of each other (each makes its own
    // records, counts only those, and takes a database or server of its own where it needs the
    // whole of one), and most of a file's time is spent waiting on servers it starts.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/fail-on-console-error.ts"],
  },
});
