import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { readKey } from '@qsr/shared-contracts';
import { addFavouriteOrder } from '../member/member-calls';
import { Field } from '../forms/Field';
import { FormErrors } from '../forms/FormErrors';
import { useSubmit } from '../forms/use-submit';
import { NS } from '../strings';
import { buttonClass, ErrorSummary } from '@qsr/shared-ui';
import { accountFieldId, useProblems } from '../forms/use-problems';

/** Save a past order as a favourite, under a name the member chooses. */
export function SaveFavourite({ orderId, which }: { orderId: string; which: string }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [description, setDescription] = useState('');
  const [saved, setSaved] = useState(false);
  const { busy, errors, submit } = useSubmit();
  // One form per past order on the page: the field's key names its order.
  const name = `favourite-${orderId}`;
  const problems = useProblems({
    [name]: description.trim() ? undefined : 'favouriteNameRequired',
  });
  const { mutate } = useSWRConfig();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problems.check()) return;
    void submit(async () => {
      const favourites = await addFavouriteOrder(
        { id: orderId, description: description.trim() },
        { mode: 'suppress' },
      );
      await mutate(readKey('favouriteOrders'), favourites, { revalidate: false });
      setSaved(true);
      setOpen(false);
    });
  };

  if (saved) return <p role="status">{t('favouriteSaved')}</p>;
  if (!open) {
    return (
      <button
        type="button"
        className={buttonClass({ variant: 'quiet' })}
        onClick={() => setOpen(true)}
        aria-label={t('saveFavouriteOf', { which })}
      >
        {t('saveFavourite')}
      </button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="account-inline-form">
      <ErrorSummary {...problems.summary} />
      <Field
        id={accountFieldId(name)}
        error={problems.error(name)}
        label={t('favouriteName')}
        value={description}
        onChange={setDescription}
        maxLength={60}
        autoFocus
      />
      <FormErrors messages={errors} />
      <button type="submit" className={buttonClass()} disabled={busy}>
        {t('save')}
      </button>
      <button
        type="button"
        className={buttonClass({ variant: 'quiet' })}
        onClick={() => setOpen(false)}
      >
        {t('cancel')}
      </button>
    </form>
  );
}
