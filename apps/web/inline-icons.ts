import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

type IconNode = Array<[string, Record<string, string | number>, IconNode?]>;
interface IconData {
  name: string;
  size?: number;
  aliases?: string[];
  node: IconNode;
}

// Vite bundles its config into a file elsewhere and rewrites `import.meta.url` (not `dirname`) to
// this file's; under Vitest the URL is not a file's, but `dirname` is right.
const HERE = import.meta.url.startsWith('file:')
  ? dirname(fileURLToPath(import.meta.url))
  : import.meta.dirname;
const ICON_MODULE = /\/lucide-react\/dist\/esm\/icons\/[a-z0-9-]+\.mjs$/;

/**
 * Each lucide-react icon the app imports becomes `inlineIcon(name, aliases, drawing)`
 * (src/components/ui/inline-icon.ts) in the build, its drawing written out as SVG markup (issue 42:
 * icons inlined as SVG where they never change). The app keeps importing from `lucide-react`; the
 * package's index re-exports each icon from a module of its own, and this plugin gives that module
 * new contents. Build only: the dev server pre-bundles lucide-react, and lucide's own icons draw the
 * same markup, so a page drawn by either hydrates the same.
 */
export function inlineIcons(): Plugin {
  return {
    name: 'crowdvault-inline-icons',
    apply: 'build',
    async load(id) {
      if (!ICON_MODULE.test(id)) return null;
      const source = await readFile(id, 'utf8');
      // An old name's module re-exports the icon's own (`alert-circle` → `circle-exclamation-point`).
      if (!source.includes('const __iconData')) return null;
      return { code: inlineIconModule(source), map: null };
    },
  };
}

/** The module that replaces a lucide-react icon module. */
export function inlineIconModule(source: string): string {
  const data = iconData(source);
  if (data.size !== undefined && data.size !== 24)
    throw new Error(`lucide icon ${data.name}: size ${data.size}`);
  return [
    `import { inlineIcon } from ${JSON.stringify(join(HERE, 'src/components/ui/inline-icon.ts'))};`,
    `export default inlineIcon(${JSON.stringify(data.name)}, ${JSON.stringify(data.aliases ?? [])}, ${JSON.stringify(
      drawingMarkup(data.node),
    )});`,
  ].join('\n');
}

/** The `__iconData` literal of a lucide-react icon module (lucide's own build output). */
export function iconData(source: string): IconData {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  if (!literal) throw new Error('not a lucide-react icon module: no __iconData');
  return new Function(`return (${literal});`)() as IconData;
}

/** A lucide icon node as SVG markup: elements with their attributes (React's `key` left out). */
export function drawingMarkup(node: IconNode): string {
  return node
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(
          ([name, value]) => ` ${name}="${String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
        )
        .join('');
      return children?.length
        ? `<${tag}${written}>${drawingMarkup(children)}</${tag}>`
        : `<${tag}${written}></${tag}>`;
    })
    .join('');
}
