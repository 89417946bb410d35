// Lightbox navigation (spec section 4): next = (index+1) mod n, previous = (index-1+n) mod n.
export function nextIndex(index: number, count: number): number {
  return (index + 1) % count;
}

export function previousIndex(index: number, count: number): number {
  return (index - 1 + count) % count;
}
