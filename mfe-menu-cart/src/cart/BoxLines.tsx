import { useTranslation } from 'react-i18next';
import { hasGuests, linesByGuest, type CartProduct } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { BoxLine } from './BoxLine';

type LineProps = Omit<Parameters<typeof BoxLine>[0], 'line' | 'nameLevel'>;

/**
 * The box's lines; in a group order, under whose they are (the host's own first, then each
 * guest by name), by the one rule every list of an order's lines follows.
 */
export function BoxLines({
  lines,
  propsOf,
}: {
  lines: readonly CartProduct[];
  propsOf: (line: CartProduct) => LineProps;
}) {
  const { t } = useTranslation(NS);
  if (!hasGuests(lines)) {
    return (
      <ul className="menuCart-lines" aria-label={t('boxLines')}>
        {lines.map((line) => (
          <BoxLine key={line.id} line={line} {...propsOf(line)} />
        ))}
      </ul>
    );
  }
  return (
    <div className="menuCart-parts">
      {linesByGuest(lines).map((part) => {
        const name = part.guest ? t('partOf', { name: part.guest.name }) : t('yourItems');
        return (
          <section key={part.guest?.id ?? 'host'} aria-label={name}>
            <h3 className="menuCart-part-name">{name}</h3>
            <ul className="menuCart-lines">
              {part.lines.map((line) => (
                <BoxLine key={line.id} line={line} nameLevel={4} {...propsOf(line)} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
