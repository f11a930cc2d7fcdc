import { useRef, useState } from 'react';
import useSWR from 'swr';
import {
  chosenTimeOf,
  orderability,
  useLanguage,
  type GroupView,
  type GuestPart,
  type Product,
} from '@qsr/shared-contracts';
import { Button, Price, RetryNotice } from '@qsr/shared-ui';
import { notOrderableText } from '../orderable/useNotOrderable';
import { NOT_ORDERABLE_ID, ProductForm } from '../product/ProductForm';
import { useGroupWords } from './group-strings';
import { getGroupMenu } from './group-calls';
import { useSaveToPart } from './use-save-to-part';

type Link = { token: string; secret: string };

/** The chosen product's form, saving to the guest's own part. */
function GuestProductForm(props: {
  product: Product;
  link: Link;
  notOrderable: string | null;
  onSaved: (part: GuestPart) => void;
}) {
  const saver = useSaveToPart(props.product, props.link, props.onSaved);
  return (
    <ProductForm
      product={props.product}
      line={null}
      initialQuantity={1}
      notOrderable={props.notOrderable}
      saver={saver}
    />
  );
}

/**
 * The group's menu for a guest: the host's restaurant's, in the page's language, each item
 * marked when it cannot be had at the group's time (the one rule the box uses); choosing one
 * opens its choices in place, and adding puts it in the guest's part.
 */
export function GuestMenu({
  group,
  link,
  zone,
  onSaved,
}: {
  group: Pick<GroupView, 'menu_id' | 'time'>;
  link: Link;
  zone: string;
  onSaved: (part: GuestPart) => void;
}) {
  const { t } = useGroupWords();
  const language = useLanguage();
  const menu = useSWR(['menuCart:groupMenu', group.menu_id, language], () =>
    getGroupMenu(group.menu_id, { mode: 'suppress', language }),
  );
  const [chosen, setChosen] = useState<Product | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const when = chosenTimeOf({ time: group.time }, zone, Date.now());
  const notOrderable = (product: Product) => {
    const why = orderability(product, when);
    return why.orderable ? null : notOrderableText(why, t, language);
  };
  const choose = (product: Product | null) => {
    setChosen(product);
    setAdded(null);
    requestAnimationFrame(() => heading.current?.focus());
  };
  // Added: back to the menu for the next item, saying what was added where the eye now is.
  const saved = (product: Product) => (part: GuestPart) => {
    choose(null);
    setAdded(t('addedToPart', { name: product.name }));
    onSaved(part);
  };

  return (
    <section className="menuCart-group-menu" aria-labelledby="menuCart-group-menu">
      <h2 id="menuCart-group-menu" ref={heading} tabIndex={-1}>
        {chosen ? chosen.name : t('chooseItems')}
      </h2>
      <p role="status" className="ui-ok">
        {added}
      </p>
      {menu.error && !menu.data && (
        <RetryNotice
          message={t('menuFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => menu.mutate()}
        />
      )}
      {chosen ? (
        <>
          <Button variant="quiet" onClick={() => choose(null)}>
            {t('backToMenu')}
          </Button>
          {chosen.description && <p>{chosen.description}</p>}
          {notOrderable(chosen) && (
            <p id={NOT_ORDERABLE_ID} className="menuCart-product-unavailable">
              {notOrderable(chosen)}
            </p>
          )}
          <GuestProductForm
            key={chosen.id}
            product={chosen}
            link={link}
            notOrderable={notOrderable(chosen)}
            onSaved={saved(chosen)}
          />
        </>
      ) : (
        menu.data?.categories.map((category) => (
          <div key={category.id} className="menuCart-group-category">
            <h3>{category.name}</h3>
            <ul>
              {category.products.map((product) => {
                const why = notOrderable(product);
                return (
                  <li key={product.id}>
                    <button
                      type="button"
                      className="menuCart-group-product"
                      onClick={() => choose(product)}
                    >
                      <span>{product.name}</span> <Price amount={product.cost} />
                    </button>
                    {why && <small>{why}</small>}
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
