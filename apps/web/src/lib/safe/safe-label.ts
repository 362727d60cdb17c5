/** "2-of-3 Safe": how many of its owners must sign, of how many. */
export function safeLabel(safe: { threshold: number; owners: readonly string[] }): string {
  return `${safe.threshold}-of-${safe.owners.length} Safe`;
}
