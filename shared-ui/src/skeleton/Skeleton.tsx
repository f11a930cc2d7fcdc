import type { CSSProperties, ReactNode } from 'react';

/** A grey shape where content is coming, the size of that content (no spinner). */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'line',
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'line' | 'block' | 'circle' | 'pill';
  className?: string;
}) {
  return (
    <span
      className={['ui-skeleton', `ui-skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={{ width, height }}
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
