import { defineConfig } from "vitest/config";

// Unit tests beside nothing but themselves; integration tests talk to the running production
// server (BASE_URL) and the test database (MONGODB_URI) that scripts/test.ts provides.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/api/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/fail-on-console-error.ts"],
  },
});
