import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { resetToasts, toast } from './use-toast';

describe('Toaster', () => {
  afterEach(() => {
    act(() => resetToasts());
  });

  it('renders the title and description of a toast', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Wallet Connected Successfully', description: 'Welcome back', variant: 'success' });
    });
    expect(await screen.findByText('Wallet Connected Successfully')).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });
});
