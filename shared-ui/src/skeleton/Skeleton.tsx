import type { ReactNode } from 'react';

export type SkeletonShape = 'heading' | 'line' | 'block' | 'circle' | 'pill';
export type SkeletonWidth = 'quarter' | 'half' | 'three-quarters' | 'full';

/**
 * A grey shape where content is coming, the size of that content (no spinner). Sizes are classes,
 * not inline styles (the pages' markup carries none); a page sizes one further with its class.
 */
export function Skeleton({
  shape = 'line',
  width = 'full',
  className,
}: {
  shape?: SkeletonShape;
  width?: SkeletonWidth;
  className?: string;
}) {
  return (
    <span
      className={['ui-skeleton', `ui-skeleton--${shape}`, `ui-skeleton--${width}`, className]
        .filter(Boolean)
        .join(' ')}
      aria-hidden="true"
    />
  );
}

/** A region whose content is loading: busy for assistive technology, with a spoken label. */
export function SkeletonRegion({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={['ui-skeleton-region', className].filter(Boolean).join(' ')} aria-busy="true">
      <span className="ui-visually-hidden" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
