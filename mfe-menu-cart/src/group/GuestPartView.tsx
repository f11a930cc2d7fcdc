import { useState } from 'react';
import { formatMoney, formatPromised, useLanguage, type GuestPart } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';
import { useGroupWords } from './group-strings';
import { groupRefusal } from './group-refusal';
import { finishGuestPart, removeFromGuestPart } from './group-calls';
import { GroupLine } from './GroupLine';

/**
 * A guest's own items, what they come to and what the spending limit leaves, with a remove
 * button on each and "I'm done" while the group is open. A refusal says why, in the page's
 * language, and leaves the part as shown.
 */
export function GuestPartView({
  part,
  link,
  zone,
  onChanged,
}: {
  part: GuestPart;
  link: { token: string; secret: string };
  zone: string;
  onChanged: (part: GuestPart) => void;
}) {
  const { t } = useGroupWords();
  const language = useLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const open = part.group.state === 'open';

  async function change(call: () => Promise<GuestPart>) {
    setFailure(null);
    try {
      onChanged(await call());
    } catch (error) {
      setFailure(groupRefusal(error) ?? t('groupChangeFailed'));
    }
  }
  const options = { mode: 'suppress', language } as const;

  return (
    <section className="menuCart-group-part" aria-labelledby="menuCart-group-part">
      <h2 id="menuCart-group-part">{t('yourPart')}</h2>
      {part.products.length === 0 ? (
        <p>{t('yourPartEmpty')}</p>
      ) : (
        <ul className="menuCart-group-lines">
          {part.products.map((line) => (
            <GroupLine
              key={line.id}
              line={line}
              owner={part.guest.name}
              onRemove={
                open
                  ? () =>
                      void change(() =>
                        removeFromGuestPart(link.token, link.secret, line.id, options),
                      )
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      <p className="menuCart-group-subtotal">
        {t('partSubtotal', { amount: formatMoney(part.subtotal) })}
        {part.remaining !== null && open && (
          <> {t('remaining', { amount: formatMoney(part.remaining) })}</>
        )}
      </p>
      {failure && (
        <p role="alert" className="ui-field-error">
          {failure}
        </p>
      )}
      {open &&
        (part.guest.done ? (
          <p role="status" className="ui-ok">
            {t('youAreDone', {
              host: part.group.host_name,
              time: formatPromised(part.group.cutoff, zone, language, Date.now()),
            })}
          </p>
        ) : (
          <Button
            onClick={() => void change(() => finishGuestPart(link.token, link.secret, options))}
          >
            {t('imDone')}
          </Button>
        ))}
    </section>
  );
}
