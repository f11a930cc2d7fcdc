import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { RichTextNode } from '@qsr/shared-contracts';
import { RichLabel, RichText } from './RichText';

const doc: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our story' }] },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Since 1978' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Scratch ' },
        { type: 'text', text: 'biscuits', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'fried chicken', marks: [{ type: 'italic' }, { type: 'bold' }] },
        { type: 'text', text: '. See ' },
        { type: 'text', text: 'the menu', marks: [{ type: 'link', attrs: { href: '/menu' } }] },
        { type: 'text', text: ' or ' },
        {
          type: 'text',
          text: 'franchising',
          marks: [{ type: 'link', attrs: { href: 'https://franchising.example.com/' } }],
        },
      ],
    },
  ],
};

describe('§3 rich text', () => {
  it('renders paragraphs, headings 2 and 3, bold, italic and links', () => {
    const { container } = render(
      <MemoryRouter>
        <RichText doc={doc} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Since 1978' })).toBeVisible();
    expect(container.querySelector('strong')).toHaveTextContent('biscuits');
    expect(container.querySelector('em strong, strong em')).toHaveTextContent('fried chicken');
    expect(screen.getByRole('link', { name: 'the menu' })).toHaveAttribute('href', '/menu');
    const outside = screen.getByRole('link', { name: 'franchising' });
    expect(outside).toHaveAttribute('href', 'https://franchising.example.com/');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out node types §3 does not know', () => {
    const { container } = render(
      <RichText doc={{ type: 'doc', content: [{ type: 'blok' } as unknown as RichTextNode] }} />,
    );
    expect(container.textContent).toBe('');
  });

  it("writes a label's rich text as phrasing only: lines, marks and links", () => {
    const { container } = render(
      <MemoryRouter>
        <label>
          <input type="checkbox" />
          <RichLabel doc={doc} />
        </label>
      </MemoryRouter>,
    );
    expect(container.querySelector('label div, label p, label h2, label h3')).toBeNull();
    expect(container.querySelectorAll('.marketing-rich-line')).toHaveLength(3);
    expect(screen.getByRole('checkbox')).toHaveAccessibleName(/^Our story.+Since 1978.+the menu/);
    expect(screen.getByRole('link', { name: 'the menu' })).toHaveAttribute('href', '/menu');
  });
});
