import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChosenAddress } from '@qsr/shared-contracts';
import { buttonClass, Notice } from '@qsr/shared-ui';
import { NS } from '../../strings';
import './autocomplete.css';

/** What choosing a suggestion tells at once: checking, who delivers there, or nobody does. */
export type Verdict =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'failed' }
  | { kind: 'chosen'; chosen: ChosenAddress };

/**
 * Said under the address as soon as one is chosen: the restaurant that delivers there, or that
 * none does yet with the way on (pickup; the fields keep the address to change it).
 */
export function ZoneVerdict({ verdict, pickupPath }: { verdict: Verdict; pickupPath: string }) {
  const { t } = useTranslation(NS);
  if (verdict.kind === 'none') return null;
  if (verdict.kind === 'checking') return <Notice>{t('checkingAddress')}</Notice>;
  if (verdict.kind === 'failed') return <Notice tone="warning">{t('deliveryFailed')}</Notice>;
  const deliverer = verdict.chosen.restaurants[0];
  if (deliverer) {
    return (
      <Notice tone="success" className="locator-verdict">
        <p>{t('deliversHere', { name: deliverer.name })}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="warning" className="locator-verdict">
      <p>{t('noCoverage')}</p>
      <Link className={buttonClass({ variant: 'secondary', size: 'sm' })} to={pickupPath}>
        {t('switchToPickup')}
      </Link>
    </Notice>
  );
}
