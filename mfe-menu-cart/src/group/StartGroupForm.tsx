import { useState, type FormEvent } from 'react';
import { formatPromised, useLanguage, type HostGroup, type Order } from '@qsr/shared-contracts';
import { Button, Field, Select } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { groupRefusal } from './group-refusal';
import { cutoffChoices } from './cutoff-choices';
import { startGroup } from './group-calls';
import { readSettings, type SettingsProblem } from './group-settings';

const fieldId = (field: SettingsProblem['field']) => `menuCart-group-${field}`;

/**
 * The host's settings: their name as guests see it, the cutoff, and the optional guest and
 * spending limits. Starts the group on the box, or changes a started one's settings.
 */
export function StartGroupForm({
  order,
  zone,
  hostName,
  onStarted,
}: {
  order: Order;
  zone: string;
  hostName: string;
  onStarted: (group: HostGroup) => void;
}) {
  const { t } = useGroupWords();
  const language = useLanguage();
  const [choices] = useState(() => cutoffChoices(Date.now(), order.time));
  const [draft, setDraft] = useState({
    hostName,
    cutoff: choices.chosen,
    guestLimit: '',
    spendingLimit: '',
  });
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const read = readSettings(draft);
  const problem = (field: SettingsProblem['field']) => {
    const found = tried && !read.ok && read.problems.find((p) => p.field === field);
    return found ? t(found.key) : undefined;
  };
  const change = (field: keyof typeof draft) => (value: string) =>
    setDraft((before) => ({ ...before, [field]: field === 'cutoff' ? Number(value) : value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (!read.ok) {
      document.getElementById(fieldId(read.problems[0]!.field))?.focus();
      return;
    }
    setSaving(true);
    try {
      onStarted(await startGroup(order.id, read.settings, { mode: 'suppress', language }));
    } catch (error) {
      setFailure(groupRefusal(error) ?? t('groupFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="menuCart-group-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        id={fieldId('hostName')}
        label={t('hostName')}
        value={draft.hostName}
        onChange={change('hostName')}
        autoComplete="given-name"
        maxLength={40}
        error={problem('hostName')}
        liveError
      />
      <Select
        label={t('cutoff')}
        value={String(draft.cutoff)}
        onChange={change('cutoff')}
        options={choices.times.map((at) => ({
          value: String(at),
          label: formatPromised(new Date(at).toISOString(), zone, language, Date.now()),
        }))}
      />
      <Field
        id={fieldId('guestLimit')}
        label={t('guestLimit')}
        hint={t('guestLimitHint')}
        value={draft.guestLimit}
        onChange={change('guestLimit')}
        inputMode="numeric"
        error={problem('guestLimit')}
        liveError
      />
      <Field
        id={fieldId('spendingLimit')}
        label={t('spendingLimit')}
        hint={t('spendingLimitHint')}
        value={draft.spendingLimit}
        onChange={change('spendingLimit')}
        inputMode="decimal"
        error={problem('spendingLimit')}
        liveError
      />
      {failure && (
        <p role="alert" className="ui-field-error">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? t('starting') : t('startGroup')}
      </Button>
    </form>
  );
}
