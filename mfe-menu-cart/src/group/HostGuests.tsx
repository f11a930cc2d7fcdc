import { actions, type CartProduct, type HostGroup } from '@qsr/shared-contracts';
import { Price } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { GroupLine } from './GroupLine';

/** One person's lines, each with its remove button: the host may take out anyone's. */
function PartLines({
  lines,
  owner,
  label,
}: {
  lines: readonly CartProduct[];
  owner: string;
  label: string;
}) {
  if (lines.length === 0) return null;
  return (
    <ul className="menuCart-group-lines" aria-label={label}>
      {lines.map((line) => (
        <GroupLine
          key={line.id}
          line={line}
          owner={owner}
          onRemove={() => void actions.removeFromOrder(line.id)}
        />
      ))}
    </ul>
  );
}

/**
 * The host's view of everyone: their own items, then each guest by name with whether they are
 * done, what their part comes to, and their lines (the box's, marked with whose they are).
 */
export function HostGuests({ group, lines }: { group: HostGroup; lines: readonly CartProduct[] }) {
  const { t } = useGroupWords();
  const own = lines.filter((line) => !line.guest);
  return (
    <section className="menuCart-group-guests" aria-labelledby="menuCart-group-guests">
      <h2 id="menuCart-group-guests">{t('everyone')}</h2>
      {group.guests.length === 0 && <p>{t('noGuestsYet')}</p>}
      <ul className="menuCart-group-people">
        {own.length > 0 && (
          <li>
            <h3>{t('yourItems')}</h3>
            <PartLines lines={own} owner={group.host_name} label={t('yourItems')} />
          </li>
        )}
        {group.guests.map((guest) => (
          <li key={guest.id}>
            <h3>{guest.name}</h3>
            <p className="menuCart-group-guest-state">
              <span>{t(guest.done ? 'guestDone' : 'guestChoosing')}</span>{' '}
              <Price amount={guest.subtotal} />
            </p>
            <PartLines
              lines={lines.filter((line) => line.guest?.id === guest.id)}
              owner={guest.name}
              label={t('partOf', { name: guest.name })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
