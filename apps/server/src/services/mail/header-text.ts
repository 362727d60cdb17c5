/**
 * A value that reaches a mail header (a subject with a campaign title, a display name with a
 * username): control characters, CR and LF included, become a space, so no value can end its
 * header and start another (issue 33: a username with a newline). Nodemailer encodes what remains.
 */
export function headerText(value: string, max = 200): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const cleaned = value.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, ' ').trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1)}…` : cleaned;
}
