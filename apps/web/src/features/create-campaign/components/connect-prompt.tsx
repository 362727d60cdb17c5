import { Loader2, Wallet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWalletModal } from '@/lib/auth/wallet-modal-state';
import { useT } from '@/lib/i18n/i18n';

/** Create needs a wallet: the prompt that opens the wallet modal. */
export function ConnectPrompt({ connecting = false }: { connecting?: boolean }) {
  const t = useT();
  const modal = useWalletModal();
  const busy = connecting || modal.open;
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Wallet className="size-7" aria-hidden />
        </span>
        <CardTitle className="text-xl">{t('Connect Your Wallet')}</CardTitle>
        <CardDescription>{t('You need to connect your wallet to create a campaign')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button size="lg" className="w-full" onClick={() => modal.openModal()} disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden />}
          {busy ? t('Connecting...') : t('Connect Wallet')}
        </Button>
      </CardContent>
    </Card>
  );
}
