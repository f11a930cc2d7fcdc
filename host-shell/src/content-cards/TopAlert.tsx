import { Link } from 'react-router';
import { isSitePath, type ContentCard } from '@qsr/shared-contracts';

/** A card's link: a site path stays in the app, another address opens as a link. */
export function CardLink({ card, children }: { card: ContentCard; children: React.ReactNode }) {
  if (!card.url) return <>{children}</>;
  return isSitePath(card.url) ? (
    <Link to={card.url}>{children}</Link>
  ) : (
    <a href={card.url}>{children}</a>
  );
}

/** §4.14 the home page's top alert (homepage_top_alert cards). */
export function TopAlert({ cards }: { cards: readonly ContentCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section className="host-top-alert" aria-label={cards[0]?.title}>
      {cards.map((card) => (
        <p key={card.id}>
          <strong>
            <CardLink card={card}>{card.title}</CardLink>
          </strong>{' '}
          {card.description}
        </p>
      ))}
    </section>
  );
}
