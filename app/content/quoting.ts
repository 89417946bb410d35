/** A value as a message quotes it: at most 24 characters, so a flood of text stays out of it. */
export const quoted = (value: string) => (value.length > 24 ? `${value.slice(0, 24)}…` : value);
