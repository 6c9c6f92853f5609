import { act, fireEvent, screen } from '@testing-library/react';
import { COPY_FEEDBACK_MS } from '@/lib/config/constants';
import { renderWithProviders } from '@/components/testing/render';
import { CopyActivationLinkButton } from './copy-activation-link-button';

const link = 'http://localhost/set-password?token=abc&userId=00000000-0000-4000-8000-000000000001';
const writeText = jest.fn().mockResolvedValue(undefined);

beforeEach(() => {
  // Timers advance with real time (the request needs them) and can also be pushed forward by hand.
  jest.useFakeTimers({ advanceTimers: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  jest.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          data: { link, userId: '00000000-0000-4000-8000-000000000001', expiresAt: new Date().toISOString() },
        }),
        {
          headers: { 'content-type': 'application/json' },
        },
      ),
  );
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('CopyActivationLinkButton', () => {
  it('keeps the 3-second constant of the specification', () => {
    expect(COPY_FEEDBACK_MS).toBe(3000);
  });

  it("copies a fresh link and shows 'Kopyalandı' for COPY_FEEDBACK_MS", async () => {
    renderWithProviders(<CopyActivationLinkButton tenantId="00000000-0000-4000-8000-000000000002" />);
    fireEvent.click(screen.getByRole('button', { name: /Aktivasyon bağlantısını kopyala/ }));
    expect(await screen.findByText('Kopyalandı')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
    const [url, init] = (globalThis.fetch as jest.Mock).mock.calls[0]!;
    expect(String((url as Request).url ?? url)).toContain(
      '/api/admin/Tenant/00000000-0000-4000-8000-000000000002/activation-link',
    );
    expect((url as Request).method ?? init?.method).toBe('POST');

    // Margins absorb the real milliseconds that also move the clock (advanceTimers).
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK_MS - 500));
    expect(screen.getByText('Kopyalandı')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(600));
    expect(screen.queryByText('Kopyalandı')).not.toBeInTheDocument();
  });
});
