import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { CampaignSearchForm } from './campaign-search-form';

/** Desktop search: an icon button that expands into the search box, over the nav so nothing
 *  shifts. Enter searches, Escape (or leaving it empty) collapses it. */
export function HeaderSearch() {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(false);

  useEffect(() => {
    if (wasExpanded.current && !expanded) buttonRef.current?.focus();
    wasExpanded.current = expanded;
  }, [expanded]);

  return (
    <div className="relative flex size-10 items-center justify-center">
      {expanded ? (
        <CampaignSearchForm
          autoFocus
          className="absolute top-1/2 end-0 w-72 -translate-y-1/2 animate-[search-expand_180ms_ease-out] bg-background"
          onSubmitted={() => setExpanded(false)}
          onEscape={() => setExpanded(false)}
          onBlur={(text) => {
            if (!text) setExpanded(false);
          }}
        />
      ) : (
        <Button
          ref={buttonRef}
          variant="ghost"
          size="icon"
          aria-label={t('Search campaigns')}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          <Search />
        </Button>
      )}
    </div>
  );
}
