// One formatter for amounts, addresses and dates, used by the server and the web app.
// Amounts are integers of a token's smallest unit (bigint) and travel as decimal strings.

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d*))?$/;

/** Parses "1234.56" into smallest units. Throws on anything but a plain non-negative decimal
 *  or on more fractional digits than the token has (never rounds money silently). */
export function parseUnits(value: string, decimals: number): bigint {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) throw new Error(`Not a decimal amount: ${value}`);
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) throw new Error(`At most ${decimals} decimal places`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** Smallest units to an exact decimal string without trailing zeros ("1234.5", "0", "0.000001"). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A decimal string shown with a fixed number of places and thousands separators, rounded half
 *  up on the string itself (no float): "1234.5" → "1,234.50". */
export function formatAmount(value: string, places = 2): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '0', fraction = ''] = match;
  let scaled = BigInt(whole + fraction.padEnd(places, '0').slice(0, places));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(places + 1, '0');
  const intPart = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fracPart = places > 0 ? `.${text.slice(text.length - places)}` : '';
  return `${sign && scaled !== 0n ? '-' : ''}${intPart}${fracPart}`;
}

/** Display places for a currency: 6 for ETH, 2 otherwise (SPEC.md §9). */
export function displayPlaces(currency: string): number {
  return currency === 'ETH' ? 6 : 2;
}

/** "0x1234…abcd" style: first 6 and last 4 characters; kept whole if 10 characters or fewer. */
export function shortenAddress(address: string | null | undefined): string {
  if (!address) return '';
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Transaction hash as shown in histories: first 10 characters and an ellipsis, or 'N/A'. */
export function shortenHash(hash: string | null | undefined): string {
  return hash ? `${hash.slice(0, 10)}...` : 'N/A';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' in the viewer's local time; an em dash when there is no date. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '—';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "2026-01-08 14:00 UTC": a moment exact to the minute and the same for every reader, where the
 *  reader's zone is unknown (mail) or the text must match what the mail said (the bell). */
export function formatUtcMoment(value: string | Date): string {
  return `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The username a wallet gets on first sign-in: user_ + first 6 + ... + last 4 of the address. */
export function generatedUsername(address: string): string {
  return `user_${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** True for a name generatedUsername gave (with the suffix a clash adds), never one a person
 *  chose: those cannot contain dots. */
export function isGeneratedUsername(username: string): boolean {
  return /^user_0x[0-9a-f]{4}\.\.\.[0-9a-f]{4}(?:_|$)/i.test(username);
}
