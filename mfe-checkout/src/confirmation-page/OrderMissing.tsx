import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, Page } from '@qsr/shared-contracts';
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
        <EmptyState title={t('orderNotFoundTitle')} action={<OrderAgain />}>
          <p>{t('orderNotFoundBody')}</p>
        </EmptyState>
      ) : readError ? (
        <RetryNotice message={t('orderFailed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : (
        <p role="status">{t('orderLoading')}</p>
      )}
    </Page>
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
