import { Suspense } from 'react';
import { StaticRegion } from '@/components/layout/static-region';
import { lazy } from '@/lib/lazy';

// qrcode.react is only needed once the code is on screen: its own chunk keeps it out of the
// campaign page's first paint. A code the server drew stays as drawn (StaticRegion): the page
// hydrates without loading the library at all (issue 28).
const QRCodeSVG = lazy(
  () => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
  'qrcode.react#QRCodeSVG',
);

/** Any URI as a QR code: 160 px, highest error correction, on a white tile so it scans in dark
 *  mode too. The tile keeps its size while the code loads, so nothing moves. */
export function QrCode({ value, label, title }: { value: string; label: string; title?: string }) {
  return (
    <StaticRegion key={value} className="mx-auto rounded-xl border bg-white p-3">
      <Suspense
        fallback={<div role="img" aria-label={label} className="size-40 animate-pulse rounded bg-muted" />}
      >
        <QRCodeSVG
          value={value}
          size={160}
          level="H"
          title={title}
          role="img"
          aria-label={label}
          className="block"
          data-value={value}
        />
      </Suspense>
    </StaticRegion>
  );
}

/** A campaign address as SPEC.md §9 draws it: an `ethereum:` URI with value 0 (EIP-681), so a
 *  wallet that scans it opens a send to the address and leaves the amount to the sender. */
export function AddressQrCode({ address, label, title }: { address: string; label: string; title?: string }) {
  return <QrCode value={`ethereum:${address}?value=0`} label={label} title={title} />;
}
