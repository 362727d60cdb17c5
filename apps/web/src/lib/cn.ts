import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { type WrittenTexts, writtenKey, writtenText } from './i18n/written-texts';

/** Where the class lists the server merged for this page are (decision 145): the request's own on
 *  the server (entry-server.tsx), the page's in the browser while it hydrates (main.tsx). */
let writtenMerges: () => WrittenTexts | null = () => null;

/** main.tsx and entry-server.tsx: where cn finds and keeps the merged class lists. */
export function mergesWrittenIn(source: () => WrittenTexts | null): void {
  writtenMerges = source;
}

/** Joins class names and lets later Tailwind classes win over earlier ones. tailwind-merge builds
 *  its class map on its first call (12–30 ms of one task, issue 42): a page the server rendered
 *  takes each list as the server merged it instead, and the map is built only for a new one. */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  return writtenText(writtenMerges(), writtenKey('cn', classes), () => twMerge(classes));
}
