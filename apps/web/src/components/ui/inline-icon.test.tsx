import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AlarmClockCheck, ArrowRight, Megaphone } from 'lucide-react';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { drawingMarkup, iconData, inlineIconModule } from '../../../inline-icons';
import { type InlineIconProps, inlineIcon } from './inline-icon';

const lucideIcons = join(dirname(createRequire(import.meta.url).resolve('lucide-react')), '../esm/icons');

/** The icon the build makes of lucide's module `name` (inline-icons.ts), from the package's own file. */
async function inlined(name: string): Promise<ReturnType<typeof inlineIcon>> {
  const data = iconData(await readFile(join(lucideIcons, `${name}.mjs`), 'utf8'));
  return inlineIcon(data.name, data.aliases ?? [], drawingMarkup(data.node));
}

describe('icons inlined as SVG markup (issue 42)', () => {
  it('draws the same markup as lucide-react, so styles, tests and hydration see no difference', async () => {
    const cases: Array<[string, ComponentType<InlineIconProps>, InlineIconProps]> = [
      ['megaphone', Megaphone, { className: 'size-8 text-muted-foreground' }],
      ['megaphone', Megaphone, {}],
      ['megaphone', Megaphone, { 'aria-hidden': true, className: 'size-4' }],
      ['megaphone', Megaphone, { 'aria-label': 'Updates', role: 'img' }],
      ['arrow-right', ArrowRight, { className: 'size-4 rtl:-scale-x-100', size: 16, strokeWidth: 3 }],
      [
        'alarm-clock-check',
        AlarmClockCheck,
        { className: 'x', color: 'red', 'data-testid': 'alarm' } as InlineIconProps,
      ],
    ];
    for (const [name, Lucide, props] of cases) {
      const Inline = await inlined(name);
      expect(renderToStaticMarkup(<Inline {...props} />)).toBe(renderToStaticMarkup(<Lucide {...props} />));
    }
  });

  it('keeps the drawing as one element with markup inside, not elements to hydrate', async () => {
    const Inline = await inlined('megaphone');
    const element = Inline({}) as unknown as { props: Record<string, unknown> };
    expect(element.props.dangerouslySetInnerHTML).toEqual({
      __html: expect.stringMatching(/^<path d="M11 6a13[^"]*"><\/path><path d="M6 14/),
    });
    expect(element.props.children).toBeUndefined();
  });

  it('writes a module that builds the icon from the runtime, and refuses a file that is not an icon', async () => {
    const module = inlineIconModule(await readFile(join(lucideIcons, 'alarm-clock-check.mjs'), 'utf8'));
    expect(module).toMatch(/^import \{ inlineIcon \} from ".*\/components\/ui\/inline-icon\.ts";/);
    expect(module).toContain('inlineIcon("alarm-clock-check", ["alarm-check"], "<circle cx=\\"12\\"');
    expect(() => inlineIconModule('export default 1;')).toThrow(/no __iconData/);
  });
});
