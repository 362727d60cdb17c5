import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast/use-toast';

// The donation's toasts in the reader's language. Loaded with the gift's own code (the
// `campaign-actions` texts, decision 140) when a donor first gives or is asked to connect, so
// their texts stay off the campaign page's first load: a toast can wait for a small chunk.

export function toastConnectFirst() {
  toast({
    title: t('Wallet Not Connected'),
    description: t('Please connect your wallet to make a donation.'),
    variant: 'destructive',
  });
}

export function toastDonated() {
  toast({
    title: t('Donation Successful!'),
    description: t('Thank you for your contribution.'),
    variant: 'success',
  });
}

export function toastNotRecorded() {
  toast({
    title: t('Donation Failed'),
    description: t(
      'There was an error processing your donation. Your transfer went through and is safe: it will appear on the campaign automatically within seconds.',
    ),
    variant: 'destructive',
  });
}

export function toastUserNotFound() {
  toast({
    title: t('User Not Found'),
    description: t('Please ensure your wallet is properly connected.'),
    variant: 'destructive',
  });
}
