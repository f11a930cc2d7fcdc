import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, Page, useReturnHere, useSignedIn } from '@qsr/shared-contracts';
import { buttonClass, EmptyState, RetryNotice } from '@qsr/shared-ui';
import { NS } from '../strings';

/** The confirmation page without an order to show: no id, one not found, or not read yet. */
export function OrderMissing({
  orderId,
  readError,
  onRetry,
}: {
  orderId: string | null;
  readError: unknown;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation(NS);
  if (!orderId) {
    return (
      <Page boundary="checkout" title={t('orderPlaced')} className="checkout-page">
        <EmptyState title={t('noOrder')} action={<OrderAgain />}>
          <p>{t('noOrderBody')}</p>
        </EmptyState>
      </Page>
    );
  }
  const notFound = readError instanceof ApiError && readError.status === 404;
  return (
    <Page
      boundary="checkout"
      title={notFound ? t('orderNotFound') : t('itemsHeading')}
      className="checkout-page"
    >
      {notFound ? (
        <NotFound />
      ) : readError ? (
        <RetryNotice message={t('orderFailed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : (
        <p role="status">{t('orderLoading')}</p>
      )}
    </Page>
  );
}

/**
 * An order the API does not show to this customer: a member's order shows only to that member
 * signed in, so a signed-out customer (the link from the e-mail, another browser) is offered
 * sign-in, which comes back here (§4.2 stored redirect).
 */
function NotFound() {
  const { t } = useTranslation(NS);
  const signedIn = useSignedIn();
  const returnHere = useReturnHere();
  const signIn = (
    <Link className={buttonClass()} to="/account/login" onClick={returnHere}>
      {t('signInToSeeOrder')}
    </Link>
  );
  return (
    <EmptyState title={t('orderNotFoundTitle')} action={signedIn ? <OrderAgain /> : signIn}>
      <p>{t(signedIn ? 'orderNotFoundBody' : 'orderNotFoundSignedOut')}</p>
    </EmptyState>
  );
}

function OrderAgain() {
  const { t } = useTranslation(NS);
  return (
    <Link className={buttonClass()} to="/order">
      {t('orderAgain')}
    </Link>
  );
}
