import { act, render } from '@testing-library/react';
import { NextIntlClientProvider, useFormatter } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TICK_MS, useTickingNow } from './use-ticking-now';

const CREATED = new Date('2026-03-02T09:00:00Z').getTime();
/** The request's time on the server: 21 minutes after the notification. */
const SERVER_NOW = new Date(CREATED + 21 * 60_000);

function Ago() {
  const format = useFormatter();
  return <time>{format.relativeTime(CREATED, useTickingNow())}</time>;
}

const page = (
  <NextIntlClientProvider locale="tr" messages={{}} timeZone="Europe/Istanbul" now={SERVER_NOW}>
    <Ago />
  </NextIntlClientProvider>
);

describe('useTickingNow', () => {
  beforeEach(() => jest.useFakeTimers({ now: SERVER_NOW.getTime() }));
  afterEach(() => jest.useRealTimers());

  it("hydrates with the request's time, then shows the browser's", async () => {
    const html = renderToString(page);
    expect(html).toContain('21 dakika önce');

    // The browser's clock is past the next minute (or simply differs from the server's).
    jest.setSystemTime(CREATED + 24 * 60_000 + 5_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = jest.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('24 dakika önce');

    // While mounted it follows the clock minute by minute.
    await act(async () => {
      jest.advanceTimersByTime(TICK_MS);
    });
    expect(container.textContent).toBe('25 dakika önce');
    act(() => root!.unmount());
    container.remove();
  });

  it("reads the browser's clock at once in a component mounted after hydration", () => {
    jest.setSystemTime(CREATED + 110 * 60_000);
    const { container, unmount } = render(page);
    expect(container.textContent).toBe('2 saat önce');
    unmount();

    // Mounted again later: not the time of the first mount.
    jest.setSystemTime(CREATED + 5 * 3_600_000);
    const again = render(page);
    expect(again.container.textContent).toBe('5 saat önce');
    again.unmount();
  });
});
