import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { isOwnMedia } from '@/lib/media/own-media';

/** A user's avatar: CrowdVault's copy of their picture (decision 098), or a person icon when there
 *  is none or it fails to load. */
export function UserAvatar({
  url,
  name,
  className,
}: {
  url: string | null | undefined;
  name: string;
  className?: string;
}) {
  const t = useT();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shown = isOwnMedia(url) && failedUrl !== url ? url : null;
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
          alt={t("{name}'s avatar", { name })}
          className="size-full object-cover"
          loading="lazy"
          onError={() => setFailedUrl(shown)}
        />
      ) : (
        <UserRound className="size-1/2" aria-label={t('{name} has no avatar', { name })} role="img" />
      )}
    </span>
  );
}
