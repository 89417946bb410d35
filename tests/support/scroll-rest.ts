// Where something is once scrolling has stopped, read from the test (not timed in the page:
// without JavaScript the page runs no callbacks).

/**
 * Reads `read` every 100 ms until `place` of the reading has not changed over readings spanning
 * 600 ms (longer than any pause in an eased scroll, and than the header's 0.2 s change of height),
 * and returns that reading. Call it once the scroll has begun (the target already in view), so
 * the pause before it starts is not taken for the end.
 */
export async function readingAtRest<T>(read: () => Promise<T>, place: (reading: T) => string): Promise<T> {
  let last = await read();
  let since = Date.now();
  const started = since;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await read();
    if (place(now) !== place(last)) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= 600) {
      return now;
    }
    if (Date.now() - started > 15_000) throw new Error(`still moving after 15 s (${JSON.stringify(now)})`);
  }
}
