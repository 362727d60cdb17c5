import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@/lib/toast/use-toast';
import { Toaster } from './toaster';

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
