import {
  fillText,
  type BoxNotice,
  type Language,
  type offerNotes,
  type Snapshot,
} from '@qsr/shared-contracts';
import { Button } from '../button/Button';
import { Notice } from '../notice/Notice';
import { BOX_NOTICE_TEXTS, boxNoticeText } from './box-notice-texts';

/**
 * What the box changed that the customer did not see happen (a code taken off under its
 * minimum, items a restaurant cannot make, what a reorder put in), each with its Dismiss, drawn
 * the same in the box and at checkout, in `language`.
 */
export function BoxNotices({
  notices,
  language,
  onDismiss,
  className,
}: {
  notices: Snapshot<BoxNotice[]>;
  language: Language;
  onDismiss: (notice: Snapshot<BoxNotice>) => void;
  className?: string;
}) {
  if (notices.length === 0) return null;
  const texts = BOX_NOTICE_TEXTS[language];
  return (
    <div className={['ui-box-notices', className].filter(Boolean).join(' ')}>
      {notices.map((notice) => {
        const text = boxNoticeText(notice, language);
        return (
          <Notice
            key={JSON.stringify(notice)}
            // What a reorder put in is what the customer asked for: news, not a warning.
            tone={notice.kind === 'reordered' ? 'info' : 'warning'}
          >
            <p>{text}</p>
            <Button
              variant="quiet"
              onClick={() => onDismiss(notice)}
              aria-label={fillText(texts.dismissNamed, { notice: text })}
            >
              {texts.dismiss}
            </Button>
          </Notice>
        );
      })}
    </div>
  );
}

/** §4.5 what became of the member's redeemed offers on this box, one line each. */
export function OfferNotes({
  notes,
  className,
}: {
  notes: ReturnType<typeof offerNotes>;
  className?: string;
}) {
  if (notes.length === 0) return null;
  return (
    <ul className={['ui-offer-notes', className].filter(Boolean).join(' ')}>
      {notes.map((note) => (
        <li key={note.key} className={note.applied ? 'ui-ok' : 'ui-field-error'}>
          {note.text}
        </li>
      ))}
    </ul>
  );
}
