// A save that leaves a field out keeps what is stored: this keeps only the fields an input gives.
// Pure and client-safe.

/** `T` without its undefined values: a key that may be undefined is optional, the others stay. */
export type DefinedFields<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};

/** `input` without the keys whose value is undefined (null stays: it clears a field). */
export function definedFields<T extends object>(input: T): DefinedFields<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as DefinedFields<T>;
}
