import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page, useNavigateFromHere } from '@qsr/shared-contracts';
import { useReturnTo } from '../return/use-return-to';
import { afterLocationChosen } from '../return/way-back';
import { ConfirmLocation } from '../confirm/ConfirmLocation';
import type { ConfirmDone } from '../confirm/confirm-done';
import { NS } from '../strings';
import './order.css';

/**
 * /order/location: the location confirmation (§2.9, §4.8) as a page, for links and for the
 * app; `?section=order-again` continues to checkout like the modal does.
 */
export function OrderLocationPage() {
  const { t } = useTranslation(NS);
  const fromHere = useNavigateFromHere();
  const [params] = useSearchParams();
  const returnTo = useReturnTo();
  const done = useCallback<ConfirmDone>(
    (target, state, navigate = fromHere()) => {
      navigate(afterLocationChosen(target, returnTo), {
        replace: true,
        ...(state ? { state } : {}),
      });
    },
    [fromHere, returnTo],
  );
  return (
    <Page
      boundary="locator"
      title={t('chooseLocation')}
      className="locator-page locator-order-page"
    >
      <ConfirmLocation
        section={params.get('section')}
        titleId="locator-order-location-title"
        active
        onDone={done}
      />
    </Page>
  );
}
