// Right to left (decision 142): the web app lays out with logical sides only — `ms-`/`me-`,
// `ps-`/`pe-`, `start-`/`end-`, `text-start`/`text-end`, `rounded-s`/`-e`, `border-s`/`-e` — so
// Arabic mirrors by itself. A physical class (`ml-2`, `right-3`, `text-left`) written anywhere in
// apps/web/src fails here, with its file, until it is made logical. Centring (`left-1/2` with
// `-translate-x-1/2`) is the one physical pair allowed: it is the same in both directions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');
const SPACING = String.raw`(?:\d+(?:\.\d+)?|px|auto|full|\d+/\d+|\[[^\]\s]+\])`;
const PHYSICAL = new RegExp(
  String.raw`^(?:[a-z0-9\-\[\]=&_:/.@*]+:)*!?-?(?:` +
    [
      `m[lr]-${SPACING}`,
      `p[lr]-${SPACING}`,
      `(?:left|right)-${SPACING}`,
      'text-(?:left|right)',
      String.raw`rounded-(?:[lr]|tl|tr|bl|br)(?:-[a-z0-9]+|-\[[^\]]+\])?`,
      String.raw`border-[lr](?:-[a-z0-9/\-]+|-\[[^\]]+\])?`,
    ].join('|') +
    ')!?$',
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The physical classes in a file's string literals, centring left aside. */
function physicalClasses(source: string): string[] {
  const found: string[] = [];
  for (const [, , body = ''] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const centred = /-translate-x-1\/2/.test(body);
    for (const token of body.split(/[\s{}'"`]+/)) {
      if (PHYSICAL.test(token) && !(centred && /(?:^|:)left-1\/2$/.test(token))) found.push(token);
    }
  }
  return found;
}

describe('logical CSS', () => {
  it('finds the physical classes it is meant to refuse, and nothing in prose', () => {
    expect(
      physicalClasses(`<p className="ml-2 sm:pr-4 text-left -right-0.5 rounded-tl-lg border-l-4" />`),
    ).toEqual(['ml-2', 'sm:pr-4', 'text-left', '-right-0.5', 'rounded-tl-lg', 'border-l-4']);
    expect(physicalClasses(`'ms-2 pe-4 text-start end-0 rounded-lg border-s'`)).toEqual([]);
    expect(physicalClasses(`'fixed left-1/2 -translate-x-1/2'`)).toEqual([]);
    expect(physicalClasses(`'the right-aligned money columns'`)).toEqual([]);
  });

  it('has no physical side in any class of apps/web/src', () => {
    const offenders = sources(SRC).flatMap((file) =>
      physicalClasses(readFileSync(file, 'utf8')).map((token) => `${relative(SRC, file)}: ${token}`),
    );
    expect(offenders).toEqual([]);
  });
});
