import { QRCodeSVG } from 'qrcode.react';

/** A campaign address as SPEC.md §9 draws it: an `ethereum:` URI, 160 px, highest error
 *  correction, on a white tile so it scans in dark mode too. */
export function AddressQrCode({ address, label, title }: { address: string; label: string; title?: string }) {
  return (
    <div className="mx-auto rounded-xl border bg-white p-3">
      <QRCodeSVG
        value={`ethereum:${address}`}
        size={160}
        level="H"
        title={title}
        role="img"
        aria-label={label}
      />
    </div>
  );
}
