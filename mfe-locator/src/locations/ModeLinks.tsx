import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { locationsPathFor } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { NS } from '../strings';
import type { HandoffChoice } from './handoff-choice';
import './locations.css';

const MODES: HandoffChoice[] = ['pickup', 'delivery'];

/**
 * Pickup and Delivery, the two searches of /locations; `mode` is the one shown (none on the
 * server's first screen, which cannot see the address's query).
 */
export function ModeLinks({ mode }: { mode: HandoffChoice | null }) {
  const { t } = useTranslation(NS);
  const returnTo = useReturnTo();
  return (
    <nav className="locator-modes" aria-label={t('handoffModes')}>
      {MODES.map((choice) => (
        <Link
          key={choice}
          to={locationsPathFor(choice, returnTo)}
          className="locator-mode"
          aria-current={choice === mode ? 'page' : undefined}
        >
          {t(choice)}
        </Link>
      ))}
    </nav>
  );
}
