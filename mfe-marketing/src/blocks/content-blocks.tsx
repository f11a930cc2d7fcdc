import { useId } from 'react';
import type { RichTextNode } from '@qsr/shared-contracts';
import { linkHref, type Asset, type Block, type Multilink } from '../content/content-types';
import { RichText, SmartLink } from '../rich-text/RichText';
import { Picture } from './Picture';
import { buttonClass, Card } from '@qsr/shared-ui';

/*
 * The content blocks the marketing pages are made of. Field names are the content model's
 * (sandbox/src/fixtures/content/blocks.ts); each block reads only its own fields.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function Hero({ block, first }: { block: Block; first: boolean }) {
  const href = linkHref(block.cta_link as Multilink);
  return (
    <section className="marketing-hero">
      <Picture asset={block.image as Asset} eager={first} width={1200} height={600} />
      <div className="marketing-hero-text">
        <h2>{text(block.headline)}</h2>
        {text(block.subheadline) && <p>{text(block.subheadline)}</p>}
        {href && text(block.cta_label) && (
          <SmartLink href={href}>
            <span className={buttonClass()}>{text(block.cta_label)}</span>
          </SmartLink>
        )}
      </div>
    </section>
  );
}

export function RichTextBlock({ block }: { block: Block }) {
  return <RichText doc={block.text as RichTextNode} />;
}

export function ImageBlock({ block }: { block: Block }) {
  return (
    <figure className="marketing-figure">
      <Picture asset={block.image as Asset} />
      {text(block.caption) && <figcaption>{text(block.caption)}</figcaption>}
    </figure>
  );
}

export function CallToAction({ block }: { block: Block }) {
  const href = linkHref(block.link as Multilink);
  return (
    <section className="marketing-cta">
      <h2>{text(block.headline)}</h2>
      {text(block.text) && <p>{text(block.text)}</p>}
      {href && (
        <SmartLink href={href}>
          <span className={buttonClass()}>{text(block.button_label)}</span>
        </SmartLink>
      )}
    </section>
  );
}

export function Grid({ block }: { block: Block }) {
  const items = (block.columns as Block[] | undefined) ?? [];
  return (
    <section className="marketing-grid">
      {text(block.title) && <h2>{text(block.title)}</h2>}
      <ul>
        {items.map((item) => {
          const href = linkHref(item.link as Multilink);
          return (
            <Card as="li" key={item._uid} tone="flat" className="marketing-teaser">
              <Picture asset={item.image as Asset} width={400} height={225} />
              <h3>
                {href ? <SmartLink href={href}>{text(item.title)}</SmartLink> : text(item.title)}
              </h3>
              {text(item.text) && <p>{text(item.text)}</p>}
            </Card>
          );
        })}
      </ul>
    </section>
  );
}

/** Native disclosure widgets: keyboard and screen-reader behaviour come with them. */
export function Accordion({ block }: { block: Block }) {
  const items = (block.items as Block[] | undefined) ?? [];
  const id = useId();
  return (
    <section className="marketing-accordion" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text(block.title)}</h2>
      {items.map((item) => (
        <details key={item._uid}>
          <summary>{text(item.title)}</summary>
          <RichText doc={item.body as RichTextNode} />
        </details>
      ))}
    </section>
  );
}

/** A video placeholder: the poster and the title, no outside player (nothing is tracked). */
export function VideoPlaceholder({ block }: { block: Block }) {
  return (
    <figure className="marketing-video">
      <Picture asset={block.poster as Asset} width={1200} height={600} />
      <figcaption>{text(block.title)}</figcaption>
    </figure>
  );
}

export function FeaturedItems({ block }: { block: Block }) {
  const items = (block.items as Block[] | undefined) ?? [];
  return (
    <section className="marketing-featured">
      {text(block.title) && <h2>{text(block.title)}</h2>}
      <ul>
        {items.map((item) => (
          <Card as="li" key={item._uid} tone="flat" className="marketing-teaser">
            <Picture asset={item.image as Asset} width={320} height={320} />
            <h3>
              <SmartLink href={linkHref(item.link as Multilink) || '/menu'}>
                {text(item.name)}
              </SmartLink>
            </h3>
          </Card>
        ))}
      </ul>
    </section>
  );
}
