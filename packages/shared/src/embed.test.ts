import { describe, expect, it } from 'vitest';
import { embedPath, parseEmbedTheme } from './embed';

describe('embed widget URL', () => {
  it('adds the theme to the path unless it is light, the default', () => {
    expect(embedPath(7)).toBe('/embed/campaign/7');
    expect(embedPath(7, 'light')).toBe('/embed/campaign/7');
    expect(embedPath(7, 'dark')).toBe('/embed/campaign/7?theme=dark');
    expect(embedPath(7, 'auto')).toBe('/embed/campaign/7?theme=auto');
  });

  it('reads light, dark and auto, and anything else as light', () => {
    expect(parseEmbedTheme('dark')).toBe('dark');
    expect(parseEmbedTheme('auto')).toBe('auto');
    expect(parseEmbedTheme('light')).toBe('light');
    for (const other of [undefined, '', 'Dark', 'blue', ['dark', 'auto'], 1]) {
      expect(parseEmbedTheme(other)).toBe('light');
    }
  });
});
