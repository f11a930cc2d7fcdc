import { useTranslation } from 'react-i18next';
import { bus, boxQuantity, useOrder } from '@qsr/shared-contracts';
import { BagIcon } from '../icons/icons';
import { useRisePulse } from './use-rise-pulse';
import { buttonClass } from '@qsr/shared-ui';

/** §9 cart badge animation and bag bounce. */
export const BADGE_ANIMATION_MS = 800;
export const BAG_BOUNCE_MS = 700;

/** §2.3 the box button: its badge animates and the bag bounces when the quantity rises. */
export function BoxButton({ showLabel = true }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const count = boxQuantity(useOrder());
  const badgeAnimating = useRisePulse(count, BADGE_ANIMATION_MS);
  const bagBouncing = useRisePulse(count, BAG_BOUNCE_MS);
  return (
    <button
      type="button"
      className={`${buttonClass({ variant: 'secondary' })} host-box`}
      aria-label={t('openBox', { count })}
      onClick={() => bus.emit('box:open')}
    >
      <span className={`host-bag${bagBouncing ? ' is-bouncing' : ''}`} data-testid="box-bag">
        <BagIcon />
      </span>
      {/* A space after the label: its words read "Box 2", as shown, not "Box2". */}
      {showLabel && <span className="host-box-label">{t('box')}</span>}{' '}
      <span
        className={`host-box-badge${badgeAnimating ? ' is-animating' : ''}`}
        data-testid="box-badge"
        aria-hidden="true"
      >
        {count}
      </span>
    </button>
  );
}
