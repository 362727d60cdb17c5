import type { Campaign } from '@crowdvault/shared/api/campaign';
import { Check, Copy, Mail, MessageCircle, Send, Share2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopy } from '@/components/ui/use-copy';
import { shareTargets, shareText } from '../lib/share-links';

const ICONS: Record<string, typeof Share2> = { WhatsApp: MessageCircle, Telegram: Send, Email: Mail };

/** Share the campaign: seven targets and the link to copy. */
export function ShareDialog({ campaign }: { campaign: Campaign }) {
  const url = `${window.location.origin}/campaign/${campaign.id}`;
  const linkId = useId();
  const { copied, copy } = useCopy('Campaign link copied to clipboard');
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share this campaign</DialogTitle>
          <DialogDescription className="line-clamp-3">{shareText(campaign)}</DialogDescription>
        </DialogHeader>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {shareTargets(campaign, url).map((target) => {
            const Icon = ICONS[target.name] ?? Share2;
            return (
              <li key={target.name}>
                <Button asChild variant="outline" className="w-full">
                  <a href={target.href} target="_blank" rel="noopener noreferrer">
                    <Icon aria-hidden />
                    {target.name}
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
        <div className="flex flex-col gap-2">
          <Label htmlFor={linkId}>Campaign link</Label>
          <div className="flex gap-2">
            <Input id={linkId} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            <Button type="button" onClick={() => copy(url)}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
