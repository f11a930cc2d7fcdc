import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { actions, isSitePath, type ContentCard } from '@qsr/shared-contracts';
import { NS } from '../strings';
import { cardClass } from '@qsr/shared-ui';

/** One card: its title opens it (a disclosure), which marks it viewed. */
export function InboxCard({ card }: { card: ContentCard }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const body = useId();
  const toggle = () => {
    if (!open) actions.openContentCard(card.id);
    setOpen(!open);
  };
  return (
    <li
      className={`${cardClass({ tone: 'flat' })} account-inbox${card.viewed ? '' : ' account-unviewed'}`}
    >
      <h2 className="account-card-title">
        <button type="button" aria-expanded={open} aria-controls={body} onClick={toggle}>
          {!card.viewed && <span className="account-dot">{t('new')} </span>}
          {card.title}
        </button>
      </h2>
      <div id={body} hidden={!open}>
        {card.imageUrl && <img src={card.imageUrl} alt="" width={320} height={160} />}
        <p>{card.description}</p>
        {isSitePath(card.url) && <Link to={card.url}>{t('seeMore')}</Link>}
      </div>
    </li>
  );
}
