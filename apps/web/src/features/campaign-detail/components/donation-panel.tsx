import type { Campaign } from '@crowdvault/shared/api/campaign';
import { HandHeart, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/features/auth/use-session';
import { openWalletModal } from '@/features/auth/wallet-modal';
import { donationAvailability } from '../lib/donation-availability';
import { AnonymousInstructions } from './anonymous-instructions';
import { DonationClosedNotice } from './donation-closed-notice';

export interface DonationRequest {
  amount: string;
  message: string;
  isAnonymous: boolean;
}

interface DonationPanelProps {
  campaign: Campaign;
  /** Sends the donation from the connected wallet (the donations feature plugs in here). While it
   *  is missing, wallet donations are not offered and the anonymous route is the way to give. */
  onDonate?: (request: DonationRequest) => Promise<void>;
}

const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

/** Amount, message and the anonymous option; or, when closed, why (SPEC.md §4). */
export function DonationPanel({ campaign, onDonate }: DonationPanelProps) {
  const availability = donationAvailability(campaign);
  const session = useSession();
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [isAnonymous, setAnonymous] = useState(false);
  const [processing, setProcessing] = useState(false);
  const ids = { amount: useId(), message: useId(), anonymous: useId() };

  const donate = async () => {
    if (!AMOUNT_PATTERN.test(amount.trim()) || Number(amount) <= 0) {
      toast({
        title: 'Invalid Amount',
        description: 'Please enter a valid donation amount.',
        variant: 'destructive',
      });
      return;
    }
    if (session.status !== 'signed-in') {
      toast({
        title: 'Wallet Not Connected',
        description: 'Please connect your wallet to make a donation.',
        variant: 'destructive',
      });
      openWalletModal();
      return;
    }
    if (!onDonate) return;
    setProcessing(true);
    try {
      await onDonate({ amount: amount.trim(), message: message.trim(), isAnonymous: false });
      setAmount('');
      setMessage('');
    } finally {
      setProcessing(false);
    }
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="flex items-center gap-2 text-base">
          <HandHeart className="size-4 text-primary" aria-hidden />
          Support this campaign
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {!availability.open ? (
          <DonationClosedNotice availability={availability} />
        ) : (
          <>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.amount}>Amount ({campaign.currency})</Label>
              <Input
                id={ids.amount}
                type="number"
                inputMode="decimal"
                min={0}
                step={0.001}
                placeholder="0.1"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={ids.message}>Message (optional)</Label>
              <Textarea
                id={ids.message}
                rows={3}
                maxLength={500}
                placeholder="Leave a few words of support"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.anonymous}
                checked={isAnonymous}
                onCheckedChange={(value) => setAnonymous(value === true)}
              />
              <Label htmlFor={ids.anonymous} className="font-normal">
                Donate anonymously
              </Label>
            </div>
            {isAnonymous ? (
              <AnonymousInstructions address={campaign.walletAddress} currency={campaign.currency} />
            ) : session.status === 'signed-in' && !onDonate ? (
              <p className="rounded-lg bg-muted p-3 text-sm text-muted-foreground">
                Giving from a connected wallet is coming shortly. Tick “Donate anonymously” to send straight
                to the campaign wallet now.
              </p>
            ) : (
              <Button size="lg" className="w-full" onClick={donate} disabled={processing}>
                {processing && <Loader2 className="animate-spin" aria-hidden />}
                {processing ? 'Processing...' : 'Donate Now'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
