import type { HTMLAttributes, ReactNode } from 'react';

export type CardTone = 'raised' | 'flat';

/**
 * A card's classes, for an element Card cannot be (a router Link, a form), as buttonClass is
 * for a link that looks like a button.
 */
export function cardClass({ tone = 'raised' }: { tone?: CardTone } = {}): string {
  return `ui-card ui-card--${tone}`;
}

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element it is: a list item in a grid, an article, a section, a plain box. */
  as?: 'div' | 'li' | 'article' | 'section';
  /** Raised from the page (a product) or flat with a line (a summary). */
  tone?: CardTone;
  children: ReactNode;
};

/** A surface that groups one thing: a product, a restaurant, a summary. */
export function Card({ as: Tag = 'div', tone, className, children, ...rest }: CardProps) {
  return (
    <Tag className={[cardClass({ tone }), className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
