import type { GroupView } from '@qsr/shared-contracts';
import { useGroupWords } from './group-strings';

/** Who is in the group and whether each is done: names only, never what anyone chose. */
export function WhoIsIn({ group }: { group: Pick<GroupView, 'host_name' | 'guests'> }) {
  const { t } = useGroupWords();
  return (
    <section className="menuCart-group-who" aria-labelledby="menuCart-group-who">
      <h2 id="menuCart-group-who">{t('whoIsIn')}</h2>
      <ul>
        <li>{t('hostLabel', { name: group.host_name })}</li>
        {group.guests.map((guest, index) => (
          // Two guests may give the same name: their place in the list tells them apart.
          <li key={`${index}-${guest.name}`}>
            {guest.name} · {t(guest.done ? 'guestDone' : 'guestChoosing')}
          </li>
        ))}
      </ul>
    </section>
  );
}
