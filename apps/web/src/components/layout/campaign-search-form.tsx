import { Search } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { discoverSearchHref } from './nav-items';

interface CampaignSearchFormProps {
  className?: string;
  autoFocus?: boolean;
  /** Called after a search was submitted (Enter). */
  onSubmitted?: () => void;
  /** Called on Escape. */
  onEscape?: () => void;
  onBlur?: (text: string) => void;
}

/** The campaign search box: Enter goes to /discover?search=<text>. */
export function CampaignSearchForm({
  className,
  autoFocus,
  onSubmitted,
  onEscape,
  onBlur,
}: CampaignSearchFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [, navigate] = useLocation();

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older browsers and to jsdom
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(text.trim() ? discoverSearchHref(text) : '/discover');
        setText('');
        onSubmitted?.();
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={t('Search campaigns')}
        placeholder={t('Search campaigns...')}
        value={text}
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => onBlur?.(text)}
        className="ps-9 [&::-webkit-search-cancel-button]:hidden"
      />
    </form>
  );
}
