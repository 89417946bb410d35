// console.error during a test is a failure unless the test expects it (it can spy and mock it).
import { afterEach, beforeEach, vi } from "vitest";

let errors: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  errors = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const wasSpied = vi.isMockFunction(console.error);
  console.error = original;
  if (!wasSpied && errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((e) => e.join(" ")).join("\n")}`);
  }
});
