import { render, screen } from '@testing-library/react';
import { Page } from './Page';
import { pageTitle } from './use-page-title';

describe('§2.1 page title', () => {
  it('is the page name plus the brand name', () => {
    expect(pageTitle('Menu', 'Biscuit Barn')).toBe('Menu | Biscuit Barn');
    expect(pageTitle('', 'Biscuit Barn')).toBe('Biscuit Barn');
  });
  it('a remote page sets it, carries its boundary and names itself', () => {
    render(
      <Page boundary="menuCart" title="Menu" className="menuCart-menu">
        <p>content</p>
      </Page>,
    );
    expect(document.title).toBe('Menu | Biscuit Barn');
    expect(screen.getByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByText('content').parentElement).toHaveAttribute('data-boundary', 'menuCart');
  });
});
