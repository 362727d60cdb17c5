import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy* and waitFor give up after 1 s by default; a lazy chunk (the payment link's form, the
// dashboard's sections) took longer than that to import on the 2-core machine under load.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not implement scrolling.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

// jsdom has no ResizeObserver, which Radix's Checkbox and Select measure themselves with: one that
// never reports (a component that checks for it, HorizontalScroll, measures once either way).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
