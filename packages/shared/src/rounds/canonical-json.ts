/** JSON whose bytes depend only on the value: object keys sorted at every depth, two-space
 *  indentation, one trailing newline, bigints as decimal strings. A published round file is
 *  written this way so that anyone's recomputation can be compared byte for byte. The caller
 *  orders arrays (their order carries meaning, so it cannot be chosen here). */
export function canonicalJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, item]) => [key, sortKeys(item)]));
  }
  return value;
}
