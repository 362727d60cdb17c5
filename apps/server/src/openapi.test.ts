import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/use-test-app';

type Operation = { security?: unknown };
type Document = { paths: Record<string, Record<string, Operation>> };

// Issue 26, item 17: GET /api/campaigns/me, POST /api/campaigns, POST /api/donations and
// GET /api/donations/me required sign-in without saying so in the OpenAPI document.
describe('the OpenAPI document', () => {
  const fixture = useTestApp();

  it('declares the bearer scheme on every route the app guards with sign-in', () => {
    const document = fixture.app.swagger() as unknown as Document;
    // The guarded list comes from the app (every route whose hooks hold a sign-in guard).
    const guarded = fixture.app.auth.guardedRoutes;
    expect(guarded.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const { method, url } of guarded) {
      const path = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) continue; // hidden from the document (none today)
      if (JSON.stringify(operation.security) !== JSON.stringify([{ bearerAuth: [] }])) {
        missing.push(`${method} ${url}`);
      }
    }
    expect(missing).toEqual([]);
    for (const [method, path] of [
      ['get', '/api/campaigns/me'],
      ['post', '/api/campaigns'],
      ['post', '/api/donations'],
      ['get', '/api/donations/me'],
    ] as const) {
      expect(document.paths[path]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('lists every guarded route in the document', () => {
    const document = fixture.app.swagger() as unknown as Document;
    const absent = fixture.app.auth.guardedRoutes
      .map(({ method, url }) => [method.toLowerCase(), url.replace(/:(\w+)/g, '{$1}')] as const)
      .filter(([method, path]) => !document.paths[path]?.[method]);
    expect(absent).toEqual([]);
  });

  it('declares the image upload body: up to 9 binary files in the multipart field images', () => {
    const document = fixture.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const body = document.paths['/api/images']?.post?.requestBody;
    expect(Object.keys(body?.content ?? {})).toEqual(['multipart/form-data']);
    expect(body?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      required: ['images'],
      properties: {
        images: { type: 'array', minItems: 1, maxItems: 9, items: { type: 'string', format: 'binary' } },
      },
    });
  });
});
