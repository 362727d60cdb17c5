import { useEffect, useState } from 'react';
import { useT, withTexts } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';
import { type ApiError, isApiError } from './api-error';

// The way to the one error mapper (error-toast.ts) and its sentences, which load with the first
// error that needs them (the `errors` text group, decision 140): the toast a request's failure
// raises waits for that small chunk, and a sentence shown inline appears once it is in. The
// server's own message needs no chunk: it is shown at once.

type Mapper = typeof import('./error-toast');

let mapper: Mapper | null = null;
const load = withTexts('errors', () => import('./error-toast'));

/** The mapper with the page's texts of it (each loaded once; a failed load is tried again). */
function loadMapper(): Promise<Mapper> {
  return load().then((module) => {
    mapper = module;
    return module;
  });
}

/** When even the mapper cannot load (the network is down, so its chunk cannot come either): the
 *  English the client wrote into the error ("Network Error: Unable to connect…"), rather than no
 *  toast at all. */
function unloaded(error: ApiError) {
  const at = error.message.indexOf(': ');
  toast({
    variant: 'destructive',
    title: error.kind === 'http' ? `Error ${error.status}` : error.message.slice(0, at),
    description: error.kind === 'http' ? error.serverMessage : error.message.slice(at + 2),
  });
}

/** SPEC.md §8's toast for a failed request, in the page's language. */
export function showApiErrorToast(error: ApiError): void {
  loadMapper().then(
    (module) => module.showApiErrorToast(error),
    () => unloaded(error),
  );
}

/** What a failed request says beside what sent it: the server's own sentence, else the mapper's
 *  sentence for the status (Access Denied, Network Error…) in the page's language. */
export function errorSentence(error: unknown): Promise<string> {
  if (isApiError(error) && error.serverMessage) return Promise.resolve(error.serverMessage);
  return loadMapper().then(
    (module) => module.errorSentence(error),
    () => (isApiError(error) ? error.message : String(error)),
  );
}

/** `errorSentence` inline, in the component's language: the server's message at once, the mapper's
 *  sentence once its chunk is in. */
export function ErrorSentence({ error }: { error: unknown }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Mapper | null>(mapper);
  const immediate = isApiError(error) && error.serverMessage ? error.serverMessage : null;
  useEffect(() => {
    if (immediate === null && !loaded) void loadMapper().then(setLoaded, () => undefined);
  }, [immediate, loaded]);
  if (immediate !== null) return immediate;
  return loaded ? loaded.errorSentence(error, t) : null;
}
