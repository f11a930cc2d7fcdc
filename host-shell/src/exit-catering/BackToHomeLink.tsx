import { useTranslation } from 'react-i18next';
import { bus, boxQuantity, useOrder } from '@qsr/shared-contracts';
import { useSiteConfig } from '../site/site-config-context';

/**
 * §1, §2.3 catering's link to the parent consumer site. Leaving empties the catering box, so
 * with something in it the click asks first (§2.10); an empty box has nothing to lose, so the
 * link just leaves. The address stays a real link for a new tab.
 */
export function BackToHomeLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { consumerOrigin } = useSiteConfig();
  const inBox = boxQuantity(useOrder());
  return (
    <a
      href={consumerOrigin}
      className={`host-back-home ${className}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        if (inBox === 0) return;
        event.preventDefault();
        bus.emit('host:exit-catering');
      }}
    >
      {t('backToHome')}
    </a>
  );
}
