import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

/** "Create Campaign", where the dashboard has no campaign or wallet to show yet. */
export function CreateCampaignButton() {
  return (
    <Button asChild>
      <Link href="/create">
        <Plus aria-hidden />
        Create Campaign
      </Link>
    </Button>
  );
}
