/** Moves the item at `from` to `to` in a copy of `list`. */
export function moved<T>(list: readonly T[], from: number, to: number) {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
