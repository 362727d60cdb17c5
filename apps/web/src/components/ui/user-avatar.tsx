import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** True for a link the page may load: https only, as the server accepts (no mixed content). */
function isHttps(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A user's avatar: their https picture, or a person icon when there is none or it fails to load. */
export function UserAvatar({
  url,
  name,
  className,
}: {
  url: string | null | undefined;
  name: string;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = isHttps(url) && failedUrl !== url ? url : null;
  return (
    <span
      className={cn(
        'flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-secondary-foreground',
        className,
      )}
    >
      {shown ? (
        <img
          src={shown}
          alt={`${name}'s avatar`}
          className="size-full object-cover"
          referrerPolicy="no-referrer"
          loading="lazy"
          onError={() => setFailedUrl(shown)}
        />
      ) : (
        <UserRound className="size-1/2" aria-label={`${name} has no avatar`} role="img" />
      )}
    </span>
  );
}
