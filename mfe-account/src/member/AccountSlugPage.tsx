import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Page } from '@qsr/shared-contracts';
import { AddressesPage } from '../addresses/AddressesPage';
import { FavouriteLocationsPage } from '../favourites/FavouriteLocationsPage';
import { OffersPage } from '../offers/OffersPage';
import { NS } from '../strings';

/** The member pages behind /account/{slug} (the route table has no path of their own). */
export const ACCOUNT_SLUG_PAGES: Record<string, ComponentType> = {
  addresses: AddressesPage,
  'favorite-locations': FavouriteLocationsPage,
  offers: OffersPage,
};

/** /account/{slug}: one of the pages above, else the account area's not-found page. */
export function AccountSlugPage() {
  const { t } = useTranslation(NS);
  const slug = useLocation().pathname.split('/').filter(Boolean)[1] ?? '';
  const Found = Object.hasOwn(ACCOUNT_SLUG_PAGES, slug) ? ACCOUNT_SLUG_PAGES[slug] : undefined;
  if (Found) return <Found />;
  return (
    <Page boundary="account" title={t('notFound')} className="account-page">
      <Link to="/account">{t('backToAccount')}</Link>
    </Page>
  );
}
