import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestLocale } from './request-locale';

describe('request.locale', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerRequestLocale(app);
    app.get('/locale', async (request) => ({ locale: request.locale }));
    await app.ready();
  });
  afterAll(() => app.close());

  const localeOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/locale', headers })).json().locale;

  it('is the best language of Accept-Language that CrowdVault speaks', async () => {
    expect(await localeOf({ 'accept-language': 'ja,pt-PT;q=0.8,en;q=0.5' })).toBe('pt-BR');
  });

  it('is the cv_locale cookie when it names one of the six, whatever the header says', async () => {
    expect(await localeOf({ 'accept-language': 'de', cookie: 'cv_locale=ar' })).toBe('ar');
    expect(await localeOf({ 'accept-language': 'de', cookie: 'cv_locale=pt' })).toBe('de');
  });

  it('is English without either', async () => {
    expect(await localeOf({})).toBe('en');
  });
});
