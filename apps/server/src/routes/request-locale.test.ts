import { DEV_ACCOUNTS } from '@crowdvault/contracts/dev-chain';
import { PROFILE_MESSAGES } from '@crowdvault/shared/api/profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_NOT_FOUND } from '../services/campaigns/get-campaign';
import { bearer, signIn } from '../test/sign-in';
import { useTestApp } from '../test/use-test-app';

// Issue 43: the server's error messages in the request's language (decision 137), English word
// for word where the reader asks for it or for a language CrowdVault does not speak.
describe("error messages in the request's language", () => {
  const fixture = useTestApp();
  let me: Record<string, string>;
  beforeAll(async () => {
    me = bearer(await signIn(fixture.app, DEV_ACCOUNTS[7]!.privateKey));
  });

  const patchProfile = (payload: object, headers: Record<string, string> = {}) =>
    fixture.app.inject({ method: 'PATCH', url: '/api/users/me', headers: { ...me, ...headers }, payload });
  const missingCampaign = (headers: Record<string, string>) =>
    fixture.app.inject({ url: '/api/campaigns/987654', headers });

  it("answers a route's validation error in German for Accept-Language: de", async () => {
    const response = await patchProfile({ username: 'ab' }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-language']).toBe('de');
    expect(response.json()).toEqual({
      message: 'body/username: Der Benutzername muss 3–30 Zeichen lang sein',
    });
  });

  it("answers a service's refusal in the request's language, with the same status", async () => {
    const german = await missingCampaign({ 'accept-language': 'de' });
    const english = await missingCampaign({ 'accept-language': 'en' });
    expect(german.statusCode).toBe(404);
    expect(english.statusCode).toBe(404);
    expect(german.json()).toEqual({ message: 'Kampagne nicht gefunden' });
    expect(english.json()).toEqual({ message: CAMPAIGN_NOT_FOUND });
  });

  it('lets the cv_locale cookie win over Accept-Language', async () => {
    const response = await missingCampaign({ 'accept-language': 'de', cookie: 'cv_locale=fr' });
    expect(response.headers['content-language']).toBe('fr');
    expect(response.json()).toEqual({ message: 'Campagne introuvable' });
  });

  it('falls back to English, word for word, for a language CrowdVault does not speak', async () => {
    const response = await patchProfile({ username: 'ab' }, { 'accept-language': 'ja-JP,zh;q=0.8' });
    expect(response.headers['content-language']).toBe('en');
    expect(response.json()).toEqual({ message: `body/username: ${PROFILE_MESSAGES.usernameLength}` });
  });

  it("gives Zod's own wording in the reader's language too", async () => {
    const response = await patchProfile({ bio: 42 }, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/bio: Entrada inválida: se esperaba texto, recibido número');
  });
});

describe('the language in the profile', () => {
  const fixture = useTestApp();
  let me: Record<string, string>;
  beforeAll(async () => {
    me = bearer(await signIn(fixture.app, DEV_ACCOUNTS[8]!.privateKey));
  });
  const patch = (payload: object) =>
    fixture.app.inject({ method: 'PATCH', url: '/api/users/me', headers: me, payload });

  it('is unset until chosen', async () => {
    const response = await fixture.app.inject({ url: '/api/users/me', headers: me });
    expect(response.json().locale).toBeNull();
  });

  it('refuses pt and pt-br: only the six tags as written', async () => {
    for (const locale of ['pt', 'pt-br', 'xx']) {
      const response = await patch({ locale });
      expect(response.statusCode, locale).toBe(400);
      expect(response.json().message).toBe(
        'body/locale: Choose one of these languages: en, es, pt-BR, fr, de, ar',
      );
    }
  });

  it('stores pt-BR and gives it back; null forgets it', async () => {
    expect((await patch({ locale: 'pt-BR' })).json().locale).toBe('pt-BR');
    expect((await fixture.app.inject({ url: '/api/users/me', headers: me })).json().locale).toBe('pt-BR');
    expect((await patch({ locale: null })).json().locale).toBeNull();
  });
});
