import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

/** "Create Campaign", where the dashboard has no campaign or wallet to show yet. */
export function CreateCampaignButton() {
  const t = useT();
  return (
    <Button asChild>
      <Link href="/create">
        <Plus aria-hidden />
        {t('Create Campaign')}
      </Link>
    </Button>
  );
}
