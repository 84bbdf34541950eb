import { fireEvent, render, screen } from '@testing-library/react';
import { NavMenu } from './nav-menu';

const items = [
  { id: 'home', label: 'Home', href: '/' },
  { id: 'search', label: 'Search', href: '/search' },
];

describe('NavMenu', () => {
  it('renders a named navigation landmark and marks the active entry', () => {
    render(<NavMenu label="Main menu" items={items} activeId="search" />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('hands clicks to the router when one is given', () => {
    const onNavigate = jest.fn();
    render(<NavMenu label="Main menu" items={items} onNavigate={onNavigate} />);
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(notPrevented).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith(items[1]);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])(
    'leaves a modified or middle click (%p) to the browser',
    (modifier) => {
      const onNavigate = jest.fn();
      render(<NavMenu label="Main menu" items={items} onNavigate={onNavigate} />);
      const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Search' }), modifier);
      expect(notPrevented).toBe(true);
      expect(onNavigate).not.toHaveBeenCalled();
    },
  );
});

describe('NavMenu variants', () => {
  it('draws icons hidden from screen readers, so each link is named by its label alone', () => {
    render(
      <NavMenu
        label="Main menu"
        variant="rail"
        items={[{ id: 'home', label: 'Home', href: '/', icon: <svg data-testid="home-icon" /> }]}
      />,
    );
    expect(screen.getByRole('navigation').className).toBe('cz-nav cz-nav--rail');
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.getAttribute('title')).toBe('Home');
    expect(screen.getByTestId('home-icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
  });
});
