import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonForm } from '@qsr/shared-ui';
import type { Block } from '../content/content-types';
import { NS } from '../strings';
import {
  Accordion,
  CallToAction,
  FeaturedItems,
  Grid,
  Hero,
  ImageBlock,
  RichTextBlock,
  VideoPlaceholder,
} from './content-blocks';

// Forms bring react-select and input masks: loaded only by the pages that have one.
const ContentForm = lazy(() => import('../forms/ContentForm'));

/** A form on its way: its title, as many fields as it lists, and its button. */
function FormSkeleton({ block }: { block: Block }) {
  const { t } = useTranslation(NS);
  const fields = Array.isArray(block.fields) ? block.fields.length : 3;
  return (
    <section className="marketing-form">
      <Skeleton shape="heading" width="half" />
      <SkeletonForm label={t('loading')} fields={fields} />
    </section>
  );
}

function BlockView({ block, first }: { block: Block; first: boolean }) {
  switch (block.component) {
    case 'hero':
      return <Hero block={block} first={first} />;
    case 'rich_text':
      return <RichTextBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'call_to_action':
      return <CallToAction block={block} />;
    case 'grid':
      return <Grid block={block} />;
    case 'accordion':
      return <Accordion block={block} />;
    case 'video':
      return <VideoPlaceholder block={block} />;
    case 'featured_items':
      return <FeaturedItems block={block} />;
    case 'form':
      return (
        <Suspense fallback={<FormSkeleton block={block} />}>
          <ContentForm block={block} />
        </Suspense>
      );
    default:
      // A block this site does not know yet is left out, never shown broken.
      return null;
  }
}

/** A page's body: its blocks in order. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block._uid} block={block} first={index === 0} />
      ))}
    </>
  );
}
