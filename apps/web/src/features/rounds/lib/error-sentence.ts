import { isApiError } from '@/lib/http/api-error';
import { errorSentence } from '@/lib/http/error-text';

/** What a failed request says beside the form or button that sent it: the server's own sentence
 *  ('Applications to this round closed at …'), else the app's one sentence for the status
 *  (Access Denied, Network Error…), from the one error mapper (loaded with the first error that
 *  needs it, in the reader's language). Inline in a render: `ErrorSentence` (lib/http/error-text). */
export { errorSentence };

/** The server names the field of each refused value ("body/poolAmount: …"; decision 136's
 *  messages put it inside the sentence too): each sentence under its field where one is named,
 *  the rest for the form as a whole. */
export async function fieldErrorsOf(
  error: unknown,
): Promise<{ fields: Record<string, string>; form: string | null }> {
  const raw =
    isApiError(error) && error.status === 400 && typeof error.body === 'object' && error.body !== null
      ? (error.body as { message?: unknown }).message
      : undefined;
  if (typeof raw !== 'string') return { fields: {}, form: await errorSentence(error) };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  // Issues are joined by '; ', which a sentence may hold too: a new issue starts with its path.
  for (const issue of raw.split(/; (?=(?:body|querystring|params)(?:\/[^\s:]*)?: )/)) {
    const named = /^body\/(\w+): (.*)$/s.exec(issue);
    if (named?.[1] && named[2] && !(named[1] in fields)) fields[named[1]] = capitalize(named[2]);
    else rest.push(issue.replace(/^(?:body|querystring|params)(?:\/[^\s:]*)?: /, ''));
  }
  return { fields, form: rest.length > 0 ? rest.join('; ') : null };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
