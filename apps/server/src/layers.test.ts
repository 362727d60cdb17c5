import { describe, expect, it } from 'vitest';
import {
  areaOf,
  areaReport,
  edgesWithin,
  type ImportEdge,
  importEdges,
  LAYERS,
  productFiles,
} from './test/import-graph';

// Decision 122: the server's folders form layers (foundation → infra → service areas → http →
// composition); a file imports its own layer or a lower one, and no two areas import each other,
// directly or around a cycle. The failures below name the imports to move.

const arrow = (edge: ImportEdge) => `${edge.from} → ${edge.to}`;

/** Each cycle as the area pairs it runs through, the pair with the fewest imports first: that is
 *  usually the import that closed it. */
function describeCycles(report: ReturnType<typeof areaReport>, edges: readonly ImportEdge[]): string[] {
  return report.areaCycles.map((cycle) => {
    const pairs = new Map<string, ImportEdge[]>();
    for (const edge of edgesWithin(cycle, edges)) {
      const pair = `${areaOf(edge.from)} → ${areaOf(edge.to)}`;
      pairs.set(pair, [...(pairs.get(pair) ?? []), edge]);
    }
    const ways = [...pairs]
      .sort(([, a], [, b]) => a.length - b.length)
      .map(([pair, imports]) => `${pair} (${imports.map(arrow).join(', ')})`);
    return `${cycle.join(' ⇄ ')}: ${ways.join('; ')}`;
  });
}

describe('the import graph of apps/server/src', () => {
  const files = productFiles();
  const edges = importEdges();
  const report = areaReport(edges, files);

  it('sees the server: every product file and the imports between them', () => {
    expect(files).toContain('server.ts');
    expect(files).toContain('infra/relayer/relayer.ts');
    expect(files.some((file) => file.endsWith('.test.ts') || file.startsWith('test/'))).toBe(false);
    expect(edges).toContainEqual({ from: 'server.ts', to: 'app.ts' });
  });

  it('gives every area a layer', () => {
    expect(report.unlayered).toEqual([]);
  });

  it('has no cycle between two service areas or any other areas', () => {
    expect(describeCycles(report, edges)).toEqual([]);
  });

  it('has no import from a lower layer into a higher one', () => {
    expect(report.upward.map(arrow)).toEqual([]);
  });

  it('has no cycle between files', () => {
    expect(report.fileCycles).toEqual([]);
  });
});

describe('the layer check', () => {
  const files = [
    'chain/client.ts',
    'infra/audit-log.ts',
    'services/a/x.ts',
    'services/b/y.ts',
    'routes/z.ts',
  ];
  const down: ImportEdge[] = [
    { from: 'routes/z.ts', to: 'services/a/x.ts' },
    { from: 'services/a/x.ts', to: 'services/b/y.ts' },
    { from: 'services/b/y.ts', to: 'infra/audit-log.ts' },
    { from: 'infra/audit-log.ts', to: 'chain/client.ts' },
  ];

  it('accepts imports that point down and one way between areas', () => {
    const report = areaReport(down, files);
    expect(report.areaCycles).toEqual([]);
    expect(report.upward).toEqual([]);
  });

  it('names the imports of a cycle between two service areas', () => {
    const back = { from: 'services/b/y.ts', to: 'services/a/x.ts' };
    const edges = [...down, back];
    const report = areaReport(edges, files);
    expect(describeCycles(report, edges)).toEqual([
      'services/a ⇄ services/b: services/a → services/b (services/a/x.ts → services/b/y.ts); ' +
        'services/b → services/a (services/b/y.ts → services/a/x.ts)',
    ]);
  });

  it('names an import from infrastructure into a service area', () => {
    const up = { from: 'infra/audit-log.ts', to: 'services/a/x.ts' };
    expect(areaReport([...down, up], files).upward.map(arrow)).toEqual([
      'infra/audit-log.ts → services/a/x.ts',
    ]);
  });

  it('puts each service folder in an area of its own and new top-level folders in none', () => {
    expect(areaOf('services/mail/kinds/pledge.ts')).toBe('services/mail');
    expect(areaOf('infra/relayer/relayer.ts')).toBe('infra');
    expect(areaReport([], ['jobs/runner.ts']).unlayered).toEqual(['jobs']);
    expect(LAYERS.map((layer) => layer.name)).toEqual([
      'foundation',
      'infrastructure',
      'services',
      'http',
      'composition',
    ]);
  });
});
