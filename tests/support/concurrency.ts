// Independent requests of one test sent a few at a time instead of one by one: the server answers
// them side by side, and each answer is still checked on its own, under its own label.

/**
 * Runs `task` for every item, at most `limit` at once, and gives the results in the items' order.
 * The first task that throws rejects the whole, and no further task is started.
 */
export async function mapConcurrently<Item, Result>(
  items: readonly Item[],
  limit: number,
  task: (item: Item, index: number) => Promise<Result>,
): Promise<Result[]> {
  const results = new Array<Result>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index]!, index);
      } catch (error) {
        next = items.length;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
