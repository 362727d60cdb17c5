import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders a public page inside an in-memory wouter router (test helper). */
export function renderPage(page: ReactElement, path = '/') {
  const { hook } = memoryLocation({ path });
  return render(<Router hook={hook}>{page}</Router>);
}
