import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  actions,
  isDelivery,
  useHandoff,
  useNavigateFromHere,
  type locationsPath,
} from '@qsr/shared-contracts';
import './handoff-toggle.css';

type HandoffChoice = Parameters<typeof locationsPath>[0];
const CHOICES: HandoffChoice[] = ['pickup', 'delivery'];

/**
 * §4.3 the Pickup/Delivery toggle of the mobile menu (§2.5) and the bottom bar (§2.6): Pickup
 * switches a delivery order to pickup in place, otherwise each choice goes to the locations
 * page in its mode (the rule is the contract's `toggleHandoff`). The host's own: it was the
 * locator's remote, which a phone's every page then loaded for two buttons.
 */
export function HandoffToggle({ placement }: { placement: 'mobile-menu' | 'bottom-bar' }) {
  const { t } = useTranslation();
  const fromHere = useNavigateFromHere();
  const { handoff } = useHandoff();
  const [busy, setBusy] = useState(false);
  const { pathname, search } = useLocation();
  // On the locations page the toggle shows the search the customer is on; elsewhere the box's
  // (without a box, the last order's).
  const onLocations = pathname.replace(/\/+$/, '') === '/locations';
  const delivering = onLocations
    ? new URLSearchParams(search).get('mode') === 'delivery'
    : isDelivery(handoff);
  const current: HandoffChoice = delivering ? 'delivery' : 'pickup';

  const choose = async (choice: HandoffChoice) => {
    const navigate = fromHere();
    setBusy(true);
    const toggled = await actions.toggleHandoff(choice);
    // A failure: the request helper has shown it (§8); the toggle stays as it was.
    if (toggled.ok && toggled.value) navigate(toggled.value);
    setBusy(false);
  };

  return (
    <div
      role="group"
      aria-label={t('handoffToggle')}
      className={`host-handoff-toggle host-handoff-toggle-${placement}`}
    >
      {CHOICES.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={current === choice}
          disabled={busy}
          onClick={() => choose(choice)}
        >
          {t(choice)}
        </button>
      ))}
    </div>
  );
}
