import { linkify } from '../lib/linkify';

/** An update's text as text: line breaks kept, http(s) URLs as links that pass no referrer or
 *  opener and carry no endorsement; never HTML. */
export function UpdateBody({ body }: { body: string }) {
  return (
    <div dir="auto" className="text-sm leading-relaxed break-words whitespace-pre-line">
      {linkify(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="font-medium text-primary underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}
