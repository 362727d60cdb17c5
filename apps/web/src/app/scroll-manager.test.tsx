import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { ScrollManager } from './scroll-manager';

describe('ScrollManager', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    vi.mocked(window.scrollTo).mockClear();
    vi.mocked(Element.prototype.scrollIntoView).mockClear();
  });

  it('scrolls to the top on navigation', () => {
    render(
      <Router>
        <ScrollManager />
      </Router>,
    );
    vi.mocked(window.scrollTo).mockClear();
    act(() => navigate('/about'));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls to the #anchor of the URL instead', () => {
    render(
      <Router>
        <ScrollManager />
        <section id="tokenomics" />
      </Router>,
    );
    vi.mocked(window.scrollTo).mockClear();
    act(() => navigate('/whitepaper#tokenomics'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
