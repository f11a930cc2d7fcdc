import { useTranslation } from 'react-i18next';
import { Page, locationDisplayName, useAppState, useRouteMatch } from '@qsr/shared-contracts';
import { useProductDeepLink } from '../deeplink/useProductDeepLink';
import { NS } from '../strings';
import { ComeBackRow } from './ComeBackRow';
import { MenuBody } from './MenuBody';
import { MenuStatus } from './MenuStatus';
import { useCategoryFollowsLanguage } from './useCategoryFollowsLanguage';
import { useCurrentMenu } from './useCurrentMenu';
import './menu.css';

/** /menu and /menu/{mid}: the chosen restaurant's menu, else the channel's default menu. */
export function MenuPage() {
  const { t } = useTranslation(NS);
  const { channel, location, productNotFoundAtLocation } = useAppState();
  const mid = useRouteMatch()?.params.mid;
  const { data: menu, error, isLoading, mutate, atOnce } = useCurrentMenu();
  useCategoryFollowsLanguage(menu, mid);
  useProductDeepLink(Boolean(menu));
  const catering = channel === 'catering';

  return (
    <Page
      boundary="menuCart"
      title={catering ? t('cateringMenu') : t('menu')}
      className="menuCart-menu"
    >
      <div id={catering ? 'catering-menu' : undefined}>
        {location && (
          <p className="menuCart-location">
            {t('orderingFrom', { name: locationDisplayName(location.name) })}
          </p>
        )}
        {productNotFoundAtLocation && (
          <p role="status" className="ui-notice ui-notice--warning">
            {t('notFoundAtLocation')}
          </p>
        )}
        <ComeBackRow />
        <MenuStatus
          loading={isLoading}
          failed={Boolean(error) && !menu}
          retry={() => void mutate()}
        />
        {menu && <MenuBody menu={menu} category={mid} atOnce={atOnce} />}
      </div>
    </Page>
  );
}
