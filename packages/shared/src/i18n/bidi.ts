// Unicode's isolates (UAX #9): text inside keeps its own direction and cannot reorder what is
// around it, so an address, a hash or an amount reads the same inside Arabic text as alone.
const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Wraps text a reader's sentence embeds (a name, an amount) in FSI…PDI: its direction comes from
 *  its own first strong letter. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** Wraps a wallet address or a transaction hash in LRI…PDI: always left to right, whatever the
 *  text around it, so `0x…` can never be shown reversed. */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
