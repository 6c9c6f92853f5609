import { fireEvent, render, screen } from '@testing-library/react';
import { NavLink } from './nav-link';

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

describe('NavLink', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is a real link that navigates on the client and prefetches only when the user is about to open it', () => {
    render(<NavLink href="/tenant/customers/1">Acme</NavLink>);
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link).toHaveAttribute('href', '/tenant/customers/1');
    expect(router.prefetch).not.toHaveBeenCalled();

    fireEvent.mouseEnter(link);
    expect(router.prefetch).toHaveBeenCalledWith('/tenant/customers/1');

    const click = fireEvent.click(link);
    expect(click).toBe(false); // default prevented: no full page load
    expect(router.push).toHaveBeenCalledWith('/tenant/customers/1');
  });

  it('leaves new-tab clicks and other targets to the browser', () => {
    render(
      <>
        <NavLink href="/a">A</NavLink>
        <NavLink href="/b" target="_blank">
          B
        </NavLink>
      </>,
    );
    expect(fireEvent.click(screen.getByText('A'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('A'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('B'))).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
