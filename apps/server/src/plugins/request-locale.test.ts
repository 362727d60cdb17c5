import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestLocale } from './request-locale';

describe('request.locale', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerRequestLocale(app);
    app.get('/locale', async (request) => ({ locale: request.locale, timeZone: request.timeZone }));
    await app.ready();
  });
  afterAll(() => app.close());

  const localeOf = async (headers: Record<string, string>, url = '/locale') =>
    (await app.inject({ method: 'GET', url, headers })).json().locale;

  it('is the best language of Accept-Language that CrowdVault speaks', async () => {
    expect(await localeOf({ 'accept-language': 'ja,pt-PT;q=0.8,en;q=0.5' })).toBe('pt-BR');
  });

  it('is the cv_locale cookie when it names one of the six, whatever the header says', async () => {
    expect(await localeOf({ 'accept-language': 'de', cookie: 'cv_locale=ar' })).toBe('ar');
    expect(await localeOf({ 'accept-language': 'de', cookie: 'cv_locale=pt' })).toBe('de');
  });

  it("is the URL's ?lang= first, the language a page's alternate URL names (decision 142)", async () => {
    expect(await localeOf({ 'accept-language': 'de', cookie: 'cv_locale=ar' }, '/locale?lang=fr')).toBe('fr');
    // Not one of the six as written: the cookie, then the header, decide as before.
    expect(await localeOf({ 'accept-language': 'de' }, '/locale?lang=pt')).toBe('de');
  });

  it('is English without either', async () => {
    expect(await localeOf({})).toBe('en');
  });

  it("gives the reader's time zone from cv_tz, UTC when it names none", async () => {
    const zoneOf = async (cookie?: string) =>
      (await app.inject({ method: 'GET', url: '/locale', headers: cookie ? { cookie } : {} })).json()
        .timeZone;
    expect(await zoneOf('cv_tz=Africa/Nairobi')).toBe('Africa/Nairobi');
    expect(await zoneOf('cv_tz=Nowhere/Else')).toBe('UTC');
    expect(await zoneOf()).toBe('UTC');
  });
});
