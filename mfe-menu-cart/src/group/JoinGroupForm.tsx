import { useState, type FormEvent } from 'react';
import { groupNameOf, useLanguage } from '@qsr/shared-contracts';
import { Button, Field } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { groupRefusal } from './group-refusal';
import { joinGroup } from './group-calls';
import { keepGuestSecret } from './guest-secret';

/** A guest joins by name only; the secret answered is kept on the device for their way back. */
export function JoinGroupForm({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (secret: string) => void;
}) {
  const { t } = useGroupWords();
  const language = useLanguage();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kept = groupNameOf(name);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (kept === null) {
      document.getElementById('menuCart-group-join')?.focus();
      return;
    }
    setJoining(true);
    try {
      const { guest } = await joinGroup(token, kept, { mode: 'suppress', language });
      keepGuestSecret(token, guest.secret);
      onJoined(guest.secret);
    } catch (error) {
      setFailure(groupRefusal(error) ?? t('groupChangeFailed'));
      setJoining(false);
    }
  }

  return (
    <form className="menuCart-group-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        id="menuCart-group-join"
        label={t('joinAs')}
        value={name}
        onChange={setName}
        autoComplete="given-name"
        maxLength={40}
        error={tried && kept === null ? t('nameNeeded') : undefined}
        liveError
      />
      {failure && (
        <p role="alert" className="ui-field-error">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={joining}>
        {joining ? t('joining') : t('joinGroup')}
      </Button>
    </form>
  );
}
