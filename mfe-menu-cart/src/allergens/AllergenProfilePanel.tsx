import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actions, MAJOR_ALLERGENS, useAppState, type Allergen } from '@qsr/shared-contracts';
import { Button, Checkbox, CheckboxGroup } from '@qsr/shared-ui';
import { NS } from '../strings';
import { useAllergenWords } from './allergen-words';
import './allergens.css';

/**
 * The customer's allergen profile above the menu: what it flags, in a sentence, and a button
 * that opens the nine allergens, the choice to hide the items that contain them, and the
 * disclaimer. Kept on the device (the shared state's `allergenProfile`), and on the account for
 * a member.
 */
export function AllergenProfilePanel({
  hidden,
}: {
  /** Items the profile hides now. */ hidden: number;
}) {
  const { t } = useTranslation(NS);
  const profile = useAppState().allergenProfile;
  const words = useAllergenWords();
  const [open, setOpen] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  // A member's profile goes to the account too; if it cannot, the device keeps it and says so.
  const save = async (next: { avoid: Allergen[]; hide: boolean }) => {
    const saved = await actions.setAllergenProfile(next);
    setSaveFailed(!saved.ok);
  };
  const panelId = useId();
  // In the order of the nine, however it was stored.
  const avoid = MAJOR_ALLERGENS.filter((allergen) => profile.avoid.includes(allergen));

  return (
    <section className="menuCart-allergen-profile" aria-label={t('yourAllergens')}>
      <p className="menuCart-allergen-profile-summary">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {t('yourAllergens')}
        </Button>
        <span>
          {avoid.length === 0
            ? t('noAllergenProfile')
            : t('avoidingAllergens', { allergens: words(avoid) })}
          {profile.hide && hidden > 0 && ` ${t('hiddenForAllergens', { count: hidden })}`}
        </span>
      </p>
      <div id={panelId} hidden={!open}>
        <CheckboxGroup
          look="chips"
          legend={t('allergensToAvoid')}
          values={avoid}
          onChange={(values) =>
            void save({
              avoid: MAJOR_ALLERGENS.filter((allergen) => values.includes(allergen)),
              hide: profile.hide,
            })
          }
          choices={MAJOR_ALLERGENS.map((allergen) => ({
            value: allergen,
            label: t(`allergen_${allergen}`),
          }))}
        />
        <Checkbox
          label={t('hideAllergenItems')}
          checked={profile.hide}
          onChange={(hide) => void save({ avoid, hide })}
        />
        {saveFailed && (
          <p role="alert" className="ui-field-error">
            {t('allergenSaveFailed')}
          </p>
        )}
        <p className="menuCart-allergen-disclaimer">{t('allergenDisclaimer')}</p>
      </div>
    </section>
  );
}
