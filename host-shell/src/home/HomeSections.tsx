import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { splitContentCards, useAppState, useChannel } from '@qsr/shared-contracts';
import { CardCarousel } from '../content-cards/CardCarousel';
import { ContentLink } from './ContentLink';
import { linkHref, type HomeBlock, type RichNode } from './home-content';
import { buttonClass } from '@qsr/shared-ui';

function RichText({ node }: { node: RichNode }): ReactNode {
  const children = node.content?.map((child, index) => <RichText key={index} node={child} />);
  switch (node.type) {
    case 'doc':
      return <>{children}</>;
    case 'paragraph':
      return <p>{children}</p>;
    case 'heading':
      return node.attrs?.level === 3 ? <h3>{children}</h3> : <h2>{children}</h2>;
    case 'text':
      return node.marks?.some((mark) => mark.type === 'bold') ? (
        <strong>{node.text}</strong>
      ) : (
        <>{node.text}</>
      );
    default:
      return null;
  }
}

function Block({ block, catering }: { block: HomeBlock; catering: boolean }) {
  const { t } = useTranslation();
  if (block.component === 'featured_items' && 'items' in block) {
    return (
      <section
        className="host-featured"
        id={catering ? 'catering-menu' : 'featured-menu'}
        aria-labelledby={`${block._uid}-title`}
      >
        <h2 id={`${block._uid}-title`}>{block.title}</h2>
        <ul>
          {block.items.map((item) => (
            <li key={item._uid}>
              <ContentLink href={linkHref(item.link) || '/menu'}>
                {item.image && (
                  <img src={item.image.filename} alt="" loading="lazy" width={200} height={200} />
                )}
                <span>{item.name}</span>
              </ContentLink>
            </li>
          ))}
        </ul>
        <Link className={buttonClass({ variant: 'secondary' })} to="/menu">
          {t(catering ? 'viewCateringMenu' : 'viewMenu')}
        </Link>
      </section>
    );
  }
  if (block.component === 'grid' && 'columns' in block) {
    return (
      <section className="host-grid" aria-labelledby={`${block._uid}-title`}>
        <h2 id={`${block._uid}-title`}>{block.title}</h2>
        <ul>
          {block.columns.map((column) => (
            <li key={column._uid}>
              {column.image && (
                <img src={column.image.filename} alt="" loading="lazy" width={320} height={180} />
              )}
              <h3>
                <ContentLink href={linkHref(column.link) || '/'}>{column.title}</ContentLink>
              </h3>
              {column.text && <p>{column.text}</p>}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (block.component === 'call_to_action' && 'button_label' in block) {
    return (
      <section className="host-cta" aria-labelledby={`${block._uid}-title`}>
        <h2 id={`${block._uid}-title`}>{block.headline}</h2>
        {block.text && <p>{block.text}</p>}
        <ContentLink className={buttonClass()} href={linkHref(block.link) || '/locations'}>
          {block.button_label}
        </ContentLink>
      </section>
    );
  }
  if (block.component === 'rich_text' && 'text' in block && typeof block.text === 'object') {
    return (
      <section className="host-rich-text">
        <RichText node={block.text} />
      </section>
    );
  }
  return null;
}

/**
 * Below the first screen of the home page, loaded as its own chunk: featured menu items,
 * the content-card carousel (§4.14) and the content's other sections.
 */
export default function HomeSections({
  blocks,
  catering,
}: {
  blocks: HomeBlock[];
  catering: boolean;
}) {
  const { contentCards, token } = useAppState();
  const channel = useChannel();
  const { hash } = useLocation();
  const { carousel } = splitContentCards(contentCards, { member: Boolean(token), channel });

  // §2.5 Catering Menu goes to /#catering-menu: bring the section to view once it is there
  // (after the closing menu has given focus back to its button).
  useEffect(() => {
    if (!hash) return undefined;
    const timer = setTimeout(() => document.getElementById(hash.slice(1))?.scrollIntoView(), 100);
    return () => clearTimeout(timer);
  }, [hash]);
  const [first, ...others] = blocks;
  return (
    <>
      {first && <Block block={first} catering={catering} />}
      <CardCarousel cards={carousel} />
      {others.map((block) => (
        <Fragment key={block._uid}>
          <Block block={block} catering={catering} />
        </Fragment>
      ))}
    </>
  );
}
