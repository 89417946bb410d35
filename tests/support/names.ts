// Unique names for fixtures, usable from browser tests (which do not load vitest).
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
