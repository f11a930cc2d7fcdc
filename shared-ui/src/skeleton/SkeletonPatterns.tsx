import { Skeleton, SkeletonRegion } from './Skeleton';

/**
 * The shapes most pages wait in: a list of rows (orders, restaurants, positions) and a form.
 * Each row and field takes the box of what replaces it, so nothing moves when it comes.
 */
export function SkeletonList({
  label,
  rows = 3,
  className,
  rowClassName,
}: {
  /** The spoken "Loading…", in the page's language. */
  label: string;
  rows?: number;
  className?: string;
  /** The class of the real rows (their card), so a row takes the box of the one it stands for. */
  rowClassName?: string;
}) {
  return (
    <SkeletonRegion
      label={label}
      className={['ui-skeleton-list', className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className={['ui-skeleton-row', rowClassName].filter(Boolean).join(' ')}>
          <Skeleton shape="line" width="half" className="ui-skeleton-row-title" />
          <Skeleton shape="line" width="three-quarters" />
          <Skeleton shape="line" width="quarter" />
        </div>
      ))}
    </SkeletonRegion>
  );
}

/**
 * A form's labels and inputs, then its button: the form that is on its way. `fieldsClassName`
 * is the class of the box the real fields sit in (a grid of two side by side, say).
 */
export function SkeletonForm({
  label,
  fields = 3,
  className,
  fieldsClassName,
}: {
  label: string;
  fields?: number;
  className?: string;
  fieldsClassName?: string;
}) {
  const boxes = Array.from({ length: fields }, (_, field) => (
    <div key={field} className="ui-field">
      <Skeleton shape="line" width="quarter" />
      <Skeleton shape="pill" className="ui-skeleton-input" />
    </div>
  ));
  return (
    <SkeletonRegion
      label={label}
      className={['ui-skeleton-form', className].filter(Boolean).join(' ')}
    >
      {fieldsClassName ? <div className={fieldsClassName}>{boxes}</div> : boxes}
      <Skeleton shape="pill" width="quarter" className="ui-skeleton-button" />
    </SkeletonRegion>
  );
}

/**
 * A group of choices on its way, in the look it will have (RadioGroup's `chips` or `tiles`): pills
 * the height of a chip (the time, the tip), or tiles of three lines (a restaurant to confirm).
 * Given the labels the chips will have (`labels`), each pill is that chip's box: its label, unseen
 * (drawn by the stylesheet, so not in the page's text), sets its width and lines, and the chips
 * wrap on a phone as the real ones will.
 */
export function SkeletonChoices({
  label,
  count = 2,
  look = 'chips',
  labels,
  className,
}: {
  /** The spoken "Loading…", in the page's language. */
  label: string;
  count?: number;
  look?: 'chips' | 'tiles';
  labels?: readonly string[];
  className?: string;
}) {
  return (
    <SkeletonRegion
      label={label}
      className={['ui-choice-group', `ui-choice-group--${look}`, 'ui-skeleton-choices', className]
        .filter(Boolean)
        .join(' ')}
    >
      {look === 'chips' && labels
        ? labels.map((shape) => (
            <span
              key={shape}
              className="ui-choice ui-skeleton ui-skeleton-shaped"
              data-shape={shape}
              aria-hidden="true"
            />
          ))
        : Array.from({ length: count }, (_, choice) =>
            look === 'chips' ? (
              <Skeleton key={choice} shape="pill" className="ui-skeleton-chip" />
            ) : (
              <div key={choice} className="ui-choice ui-skeleton-tile">
                <Skeleton shape="line" width="half" className="ui-skeleton-row-title" />
                <Skeleton shape="line" width="three-quarters" />
                <Skeleton shape="line" width="three-quarters" />
              </div>
            ),
          )}
    </SkeletonRegion>
  );
}

/**
 * A card strip on its way: a heading and a few cards in the strip's own box (`ui-card-strip`),
 * so that the strip that replaces it takes the same room.
 */
export function SkeletonCardStrip({
  label,
  cards = 3,
  className,
}: {
  /** The spoken "Loading…", in the page's language. */
  label: string;
  cards?: number;
  className?: string;
}) {
  return (
    <SkeletonRegion
      label={label}
      className={['ui-card-strip', className].filter(Boolean).join(' ')}
    >
      <div className="ui-card-strip-group">
        <Skeleton shape="heading" width="half" />
        <div className="ui-card-strip-cards">
          {Array.from({ length: cards }, (_, card) => (
            <div key={card} className="ui-skeleton-row">
              <Skeleton shape="line" width="three-quarters" className="ui-skeleton-row-title" />
              <Skeleton shape="line" width="full" />
              <Skeleton shape="line" width="half" />
              <Skeleton shape="pill" width="half" />
            </div>
          ))}
        </div>
      </div>
    </SkeletonRegion>
  );
}
