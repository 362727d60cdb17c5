import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressQrCode } from './address-qr-code';

const VAULT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('AddressQrCode', () => {
  it('encodes the ethereum: URI of the address with value 0 (SPEC.md §9)', async () => {
    render(<AddressQrCode address={VAULT} label="QR code of the campaign wallet address" />);
    const code = await screen.findByRole('img', { name: 'QR code of the campaign wallet address' });
    await expect
      .poll(() => code.ownerDocument.querySelector('svg[data-value]')?.getAttribute('data-value'))
      .toBe(`ethereum:${VAULT}?value=0`);
  });
});
