// `react-dom/static` when the app is built on Preact (the default, decision 133): entry-server.tsx
// renders through the same call either way. preact-render-to-string waits for every lazy part
// (renderToStringAsync), which is what React's prerender does; errors thrown while rendering
// reject the promise instead of reaching `onError`, and entry-server treats both alike.

import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';

interface PrerenderOptions {
  onError?: (error: unknown) => void;
  progressiveChunkSize?: number;
}

export async function prerenderToNodeStream(
  element: ReactNode,
  options: PrerenderOptions = {},
): Promise<{ prelude: AsyncIterable<string> }> {
  let html: string;
  try {
    // The compat layer's elements are Preact's own vnodes.
    html = await renderToStringAsync(element as never);
  } catch (error) {
    options.onError?.(error);
    throw error;
  }
  return {
    prelude: (async function* () {
      yield html;
    })(),
  };
}
