import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { loadI18n } from '@/lib/i18n/i18n';
import { getToasts, resetToasts } from '@/lib/toast/use-toast';
import { ReportDialog } from './report-dialog';

const http = vi.hoisted(() => ({ apiPost: vi.fn() }));
vi.mock('@/lib/http/api-client', () => http);

beforeAll(() => {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => {};
});

beforeEach(() => {
  resetToasts();
  http.apiPost.mockReset();
});

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReportDialog campaign={{ id: 7, title: 'Clean water' }} open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

async function report(reason: string, details: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
  await userEvent.type(screen.getByLabelText('Details (optional)'), details);
  await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
}

// The lazy parts' texts (decision 140) compile once per run: in before the first test looks.
beforeAll(() => loadI18n('en', 'errors'), 120_000);
describe('ReportDialog', () => {
  it('asks for a reason first', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason');
    expect(http.apiPost).not.toHaveBeenCalled();
  });

  it('sends the report and closes with a thank-you', async () => {
    http.apiPost.mockResolvedValue({ id: 1 });
    const onOpenChange = renderDialog();
    await report('Spam', 'Same text as #3');
    expect(http.apiPost).toHaveBeenCalledWith(
      '/campaigns/7/reports',
      { reason: 'spam', details: 'Same text as #3' },
      { silent: true },
    );
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(getToasts()[0]?.title).toBe('Report Sent');
  });

  it("shows the server's refusal of a second open report", async () => {
    http.apiPost.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: '409: conflict',
        body: { message: 'You have already reported this campaign' },
      }),
    );
    const onOpenChange = renderDialog();
    await report('Fraud or scam', 'x');
    await vi.waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        title: 'Report Not Sent',
        description: 'You have already reported this campaign',
      }),
    );
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
