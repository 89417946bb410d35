// Concurrent requests for the same public data share one database read. A read is sent on the
// next turn of the event loop, so every request that arrived in this turn and asks for the same
// thing joins it; each still gets data read after it asked, so nothing is stale. Under load that
// turns dozens of identical queries (the banner on every page, the menu) into one, which the
// profile showed was most of a page's cost on the database side. Callers must not change what
// they get: it is shared.
const pending = new Map<string, Promise<unknown>>();

export function sharedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const waiting = pending.get(key);
  if (waiting) return waiting as Promise<T>;
  const result = new Promise<T>((resolve, reject) => {
    setImmediate(() => {
      // Later callers start a new read: this one may already be under way.
      pending.delete(key);
      read().then(resolve, reject);
    });
  });
  pending.set(key, result);
  return result;
}
