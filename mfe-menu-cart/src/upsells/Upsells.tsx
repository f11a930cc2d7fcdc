import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRead, useMember, type Order } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { UpsellItem } from './UpsellItem';

/** 'Complete Your Order': suggestions for the box (§2.7, §8), each added where it is listed. */
export function Upsells({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const user = useMember();
  const { data, mutate } = useRead('upsells', [order.id, user?.email]);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const lines = order.products.map((line) => `${line.product_id}x${line.quantity}`).join(',');

  // Suggestions depend on what is in the box.
  useEffect(() => {
    void mutate();
  }, [lines, mutate]);

  // Said only while true: a suggestion taken out of the box again is no longer "in your box".
  const inBox = added !== null && order.products.some((line) => line.name === added);

  if ((!data || data.length === 0) && !inBox) return null;

  return (
    <section className="menuCart-upsells" aria-labelledby="menuCart-upsells-title">
      <h3 id="menuCart-upsells-title">{t('completeYourOrder')}</h3>
      <ul>
        {(data ?? []).map((upsell) => (
          <UpsellItem
            key={upsell.id}
            upsell={upsell}
            order={order}
            email={user?.email}
            disabled={busy}
            onBusy={setBusy}
            onAdded={setAdded}
          />
        ))}
      </ul>
      {/* An added suggestion leaves the list: the box says where it went. */}
      <p role="status" className="menuCart-upsells-added">
        {inBox && t('added', { name: added })}
      </p>
    </section>
  );
}
