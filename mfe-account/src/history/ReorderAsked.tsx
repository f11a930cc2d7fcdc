import { FormErrors } from '../forms/FormErrors';
import { OtherSiteMessage } from './OtherSiteMessage';
import { ReorderDialog } from './ReorderDialog';
import type { useReorder } from './use-reorder';

/**
 * What a reorder says on its page: a refusal (with the other site's link when the order belongs
 * there), and the question asked before a box with items or another restaurant is touched (its
 * own refusals are said in it). `errors` adds the page's other refusals.
 */
export function ReorderAsked({
  reorder,
  errors = [],
}: {
  reorder: ReturnType<typeof useReorder>;
  errors?: readonly string[];
}) {
  const { busy, asking, otherSite, choose, cancel } = reorder;
  return (
    <>
      <FormErrors messages={asking ? errors : [...reorder.errors, ...errors]}>
        {otherSite && <OtherSiteMessage site={otherSite} />}
      </FormErrors>
      {asking && (
        <ReorderDialog
          plan={asking}
          busy={busy}
          errors={reorder.errors}
          onChoose={choose}
          onCancel={cancel}
        />
      )}
    </>
  );
}
