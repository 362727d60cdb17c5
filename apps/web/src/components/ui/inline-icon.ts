import { createElement, type SVGProps } from 'react';

/** What a page's icons accept: an SVG element's props and lucide's own few. */
export type InlineIconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
};

const LABELLING = /^(aria-.*|role|title)$/;

/**
 * A lucide icon as one `<svg>` whose drawing is markup, not elements (issue 42): the build puts
 * this in place of each lucide-react icon (inline-icons.ts). A lucide icon is two forwardRef
 * components, a context read and an element per path; hydrating it walks all of them, although
 * an icon's drawing never changes. Here the drawing is the svg's inner HTML, which hydration
 * leaves as the server wrote it: one component and one element. The attributes and classes are
 * lucide's, in lucide's order (`lucide lucide-<name>`, aria-hidden unless labelled), so styles,
 * tests and the server's markup read the same.
 */
export function inlineIcon(name: string, aliases: readonly string[], drawing: string) {
  const iconClasses = ['lucide', `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(' ');
  const inner = { __html: drawing };
  function Icon({ className, size, color, strokeWidth, ...rest }: InlineIconProps) {
    const labelled = Object.entries(rest).some(([prop, value]) => LABELLING.test(prop) && value != null);
    return createElement('svg', {
      xmlns: 'http://www.w3.org/2000/svg',
      width: size ?? 24,
      height: size ?? 24,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color || 'currentColor',
      strokeWidth: strokeWidth ?? 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? `${iconClasses} ${className}` : iconClasses,
      ...(labelled ? {} : { 'aria-hidden': 'true' }),
      ...rest,
      dangerouslySetInnerHTML: inner,
    });
  }
  Icon.displayName = name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) =>
    letter.toUpperCase(),
  );
  return Icon;
}
