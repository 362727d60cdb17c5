import { describe, expect, it } from 'vitest';
import { languageOfUrl } from './language-param';

describe('languageOfUrl', () => {
  it("reads the language a URL's ?lang= names", () => {
    expect(languageOfUrl('/campaign/7?lang=de')).toBe('de');
    expect(languageOfUrl('/discover?category=Health&lang=pt-BR#top')).toBe('pt-BR');
    expect(languageOfUrl('?lang=ar')).toBe('ar');
  });

  it('names none for no parameter or anything but one of the six tags as written', () => {
    expect(languageOfUrl('/campaign/7')).toBeNull();
    expect(languageOfUrl('/campaign/7?lang=pt')).toBeNull();
    expect(languageOfUrl('/campaign/7?lang=DE')).toBeNull();
    expect(languageOfUrl('/campaign/7?lang=')).toBeNull();
  });
});
