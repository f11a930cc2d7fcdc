import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCard } from '@qsr/shared-contracts';
import { Button } from '@qsr/shared-ui';
import { CardLink } from './TopAlert';

/**
 * §4.14 the home page's carousel of content cards: one card at a time on a phone, all in a row
 * on a wide screen; previous/next buttons say which card shows.
 */
export function CardCarousel({ cards }: { cards: readonly ContentCard[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  if (cards.length === 0) return null;
  const current = Math.min(index, cards.length - 1);
  const move = (step: number) => setIndex((current + step + cards.length) % cards.length);
  return (
    <section
      className="host-carousel"
      aria-roledescription="carousel"
      aria-labelledby="carousel-heading"
    >
      <h2 id="carousel-heading">{t('offersAndNews')}</h2>
      <ul>
        {cards.map((card, position) => (
          <li
            key={card.id}
            className={position === current ? 'is-current' : ''}
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: position + 1, total: cards.length })}
          >
            {card.imageUrl && (
              <img src={card.imageUrl} alt="" loading="lazy" width={320} height={160} />
            )}
            <h3>
              <CardLink card={card}>{card.title}</CardLink>
            </h3>
            <p>{card.description}</p>
          </li>
        ))}
      </ul>
      {cards.length > 1 && (
        <div className="host-carousel-controls">
          <Button variant="secondary" onClick={() => move(-1)}>
            {t('previous')}
          </Button>
          <span aria-live="polite">{t('slideOf', { n: current + 1, total: cards.length })}</span>
          <Button variant="secondary" onClick={() => move(1)}>
            {t('next')}
          </Button>
        </div>
      )}
    </section>
  );
}
