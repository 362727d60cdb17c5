import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The server's source folder, which the graph covers. */
export const SERVER_SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A module-level import: `from` imports `to` (both paths relative to src, with `/`). */
export interface ImportEdge {
  from: string;
  to: string;
}

/** The server's source files that the graph covers: every `.ts` file but tests and their helpers
 *  (`*.test.ts` and `src/test/`), as the product never runs them. */
export function productFiles(root = SERVER_SRC): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(root, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (rel !== 'test') walk(path);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        files.push(rel);
      }
    }
  };
  walk(root);
  return files.sort();
}

/** The file a relative specifier names: `./x.js` is `./x.ts`, `./x` is `./x.ts` or `./x/index.ts`. */
function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  const base = join(dirname(join(root, fromFile)), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts'), base];
  const hit = candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(candidate));
  return hit === undefined ? undefined : relative(root, hit).split(sep).join('/');
}

/** Every relative import between product files, static, dynamic and type-only alike: a type-only
 *  import ties two areas as firmly as a value import does (a change of the type changes both). */
export function importEdges(root = SERVER_SRC): ImportEdge[] {
  const files = new Set(productFiles(root));
  const edges: ImportEdge[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = resolveSpecifier(root, from, fileName);
      if (to === undefined) throw new Error(`${from}: cannot resolve '${fileName}'`);
      if (files.has(to) && to !== from) edges.push({ from, to });
    }
  }
  return edges;
}

/** The area of a file: `services/<x>` for a service area, otherwise its top-level folder or file. */
export function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'services' && parts.length > 2) return `services/${parts[1]}`;
  return parts[0] as string;
}

/**
 * The layers, lowest first. A file may import its own layer or a lower one; across areas of one
 * layer the imports must not form a cycle (decision 122). An area not named here is a service area
 * when it sits under `services/`; any other new area fails the test until it is given a layer.
 */
export const LAYERS: readonly { name: string; areas: readonly string[] }[] = [
  {
    name: 'foundation',
    areas: ['env.ts', 'secrets.ts', 'paths.ts', 'loopback-hosts.ts', 'errors.ts', 'db', 'chain'],
  },
  { name: 'infrastructure', areas: ['infra'] },
  { name: 'services', areas: [] },
  { name: 'http', areas: ['app-deps.ts', 'plugins', 'routes', 'web'] },
  { name: 'composition', areas: ['app.ts', 'demo', 'runtime.ts', 'server.ts', 'index.ts'] },
];

/** The index in LAYERS of an area's layer, or undefined for an area no layer names. */
export function layerOf(area: string): number | undefined {
  const named = LAYERS.findIndex((layer) => layer.areas.includes(area));
  if (named >= 0) return named;
  if (area.startsWith('services/')) return LAYERS.findIndex((layer) => layer.name === 'services');
  return undefined;
}

/** Strongly connected components of a directed graph (Tarjan), those of more than one node. */
export function cycles(nodes: Iterable<string>, next: (node: string) => Iterable<string>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of next(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return found;
}

export interface AreaReport {
  areas: string[];
  /** Groups of files that import one another around a cycle. */
  fileCycles: string[][];
  /** Every import between two different areas. */
  crossEdges: ImportEdge[];
  /** Groups of areas that import one another around a cycle. */
  areaCycles: string[][];
  /** Imports from a lower layer into a higher one. */
  upward: ImportEdge[];
  /** Areas that no layer names. */
  unlayered: string[];
}

/** The area graph of the given imports: its cycles, upward imports and areas without a layer. */
export function areaReport(edges: readonly ImportEdge[], files: readonly string[]): AreaReport {
  const areas = [...new Set(files.map(areaOf))].sort();
  const crossEdges = edges.filter((edge) => areaOf(edge.from) !== areaOf(edge.to));
  const targets = new Map<string, Set<string>>(areas.map((area) => [area, new Set()]));
  for (const edge of crossEdges) targets.get(areaOf(edge.from))?.add(areaOf(edge.to));
  const areaCycles = cycles(areas, (area) => targets.get(area) ?? []);
  const imports = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) imports.get(edge.from)?.push(edge.to);
  const fileCycles = cycles(files, (file) => imports.get(file) ?? []);
  const upward = crossEdges.filter((edge) => {
    const from = layerOf(areaOf(edge.from));
    const to = layerOf(areaOf(edge.to));
    return from !== undefined && to !== undefined && to > from;
  });
  const unlayered = areas.filter((area) => layerOf(area) === undefined);
  return { areas, fileCycles, crossEdges, areaCycles, upward, unlayered };
}

/** The edges that close a cycle: imports from one member of the cycle to another. */
export function edgesWithin(cycle: readonly string[], edges: readonly ImportEdge[]): ImportEdge[] {
  const members = new Set(cycle);
  return edges.filter(
    (edge) =>
      areaOf(edge.from) !== areaOf(edge.to) && members.has(areaOf(edge.from)) && members.has(areaOf(edge.to)),
  );
}

// `tsx apps/server/src/test/import-graph.ts` prints the area graph's cycles and upward imports.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = productFiles();
  const edges = importEdges();
  const report = areaReport(edges, files);
  console.info(`${files.length} files, ${edges.length} imports, ${report.areas.length} areas`);
  console.info(`${report.fileCycles.length} cycle(s) between files`);
  for (const cycle of report.fileCycles) console.info(`  ${cycle.join(', ')}`);
  console.info(`${report.crossEdges.length} imports between areas`);
  console.info(`${report.areaCycles.length} cycle(s) between areas:`);
  for (const cycle of report.areaCycles) {
    console.info(`  ${cycle.length} areas: ${cycle.join(', ')}`);
    for (const edge of edgesWithin(cycle, edges)) console.info(`    ${edge.from} → ${edge.to}`);
  }
  console.info(`${report.upward.length} upward import(s):`);
  for (const edge of report.upward) console.info(`  ${edge.from} → ${edge.to}`);
  if (report.unlayered.length > 0) console.info(`areas without a layer: ${report.unlayered.join(', ')}`);
  console.info('areas by layer, each with the areas it imports:');
  for (const [index, layer] of LAYERS.entries()) {
    console.info(`  ${layer.name}`);
    for (const area of report.areas.filter((candidate) => layerOf(candidate) === index)) {
      const targets = [
        ...new Set(report.crossEdges.filter((e) => areaOf(e.from) === area).map((e) => areaOf(e.to))),
      ];
      console.info(`    ${area} → ${targets.sort().join(', ') || '(nothing)'}`);
    }
  }
}
