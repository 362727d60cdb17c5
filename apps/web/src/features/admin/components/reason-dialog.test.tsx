import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';

beforeAll(() => {
  // Radix Select uses pointer capture, which jsdom lacks.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

function renderDialog() {
  const onConfirm = vi.fn();
  render(
    <ReasonDialog
      open
      onOpenChange={() => {}}
      title="Flag this campaign?"
      description="It stops taking donations."
      confirmLabel="Flag campaign"
      onConfirm={onConfirm}
    />,
  );
  return onConfirm;
}

async function chooseReason(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('ReasonDialog', () => {
  it('refuses to confirm without a reason', async () => {
    const onConfirm = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Flag campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A reason is required');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the chosen reason with the details', async () => {
    const onConfirm = renderDialog();
    await chooseReason('Spam');
    await userEvent.type(screen.getByLabelText(/Details/), '  copies campaign 12  ');
    await userEvent.click(screen.getByRole('button', { name: 'Flag campaign' }));
    expect(onConfirm).toHaveBeenCalledWith({ code: 'spam', text: 'copies campaign 12' });
  });

  it("needs details when the reason is 'Other'", async () => {
    const onConfirm = renderDialog();
    await chooseReason('Other');
    await userEvent.click(screen.getByRole('button', { name: 'Flag campaign' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe the reason');
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
