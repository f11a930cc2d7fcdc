import type { HTMLAttributes, ReactNode } from 'react';

type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element it is: a list item in a grid, an article, a section, a plain box. */
  as?: 'div' | 'li' | 'article' | 'section';
  /** Raised from the page (a product) or flat with a line (a summary). */
  tone?: 'raised' | 'flat';
  children: ReactNode;
};

/** A surface that groups one thing: a product, a restaurant, a summary. */
export function Card({
  as: Tag = 'div',
  tone = 'raised',
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag className={['ui-card', `ui-card--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}
