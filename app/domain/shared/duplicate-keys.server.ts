// What an insert refused for a duplicate key tells: things that must happen once are decided by
// an insert into a collection with a unique index (docs/decisions/0004-atomicity.md), so "someone
// else did it first" arrives as error 11000, alone or per document of an unordered insertMany.
type WriteError = { code?: number; index?: number; err?: { code?: number; index?: number } };

const writeErrorsOf = (error: unknown) => (error as { writeErrors?: WriteError[] } | null)?.writeErrors;

/** The insert lost to an existing document with the same unique key. */
export function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/** An insertMany failed only because some documents were there already (the others went in). */
export function isOnlyDuplicates(error: unknown): boolean {
  const writeErrors = writeErrorsOf(error);
  if (isDuplicateKey(error) && !writeErrors) return true;
  return (
    Array.isArray(writeErrors) &&
    writeErrors.length > 0 &&
    writeErrors.every((entry) => (entry.code ?? entry.err?.code) === 11000)
  );
}

/**
 * Which documents of an unordered insertMany were refused as duplicates, by their place in it. A
 * lone duplicate may come back as the error itself, without its place: then `count` says how many
 * were sent, and with one that is the first.
 */
export function duplicateIndexes(error: unknown, count: number): number[] {
  const writeErrors = writeErrorsOf(error);
  if (!Array.isArray(writeErrors)) return count === 1 ? [0] : Array.from({ length: count }, (_, index) => index);
  return writeErrors.map((entry) => entry.index ?? entry.err?.index ?? -1);
}
