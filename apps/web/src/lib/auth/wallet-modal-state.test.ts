import { describe, expect, it, vi } from 'vitest';
import { closeWalletModal, openWalletModal, takeConnectIntent } from './wallet-modal-state';

describe('wallet modal intent', () => {
  it('keeps a task connect on the page and hands back its continuation once', () => {
    const onConnected = vi.fn();
    openWalletModal({ onConnected });
    const intent = takeConnectIntent();
    expect(intent.goToDashboard).toBeFalsy();
    intent.onConnected?.();
    expect(onConnected).toHaveBeenCalledOnce();
    expect(takeConnectIntent()).toEqual({});
  });

  it("goes to the dashboard only for the header's connect", () => {
    openWalletModal({ goToDashboard: true });
    expect(takeConnectIntent().goToDashboard).toBe(true);
    openWalletModal();
    expect(takeConnectIntent().goToDashboard).toBeFalsy();
  });

  it('forgets the intent when the modal is closed without connecting', () => {
    openWalletModal({ goToDashboard: true, onConnected: vi.fn() });
    closeWalletModal();
    expect(takeConnectIntent()).toEqual({});
  });
});
