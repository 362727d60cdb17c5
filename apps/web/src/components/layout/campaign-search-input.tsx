import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** The campaign search box with its magnifier, for the header's search and Discover's filters;
 *  its form (relative) places the icon. */
export function CampaignSearchInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" aria-label="Search campaigns" placeholder="Search campaigns..." {...props} />
    </>
  );
}
