import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  browserSessionStorage,
  isInAppMessageShown,
  readStored,
  storedStrings,
  useLanguage,
} from '@qsr/shared-contracts';
import { IconButton } from '@qsr/shared-ui';
import { useHostChannel } from '../channel/use-host-channel';
import { loadedInAppMessages, loadInAppMessages, type InAppMessage } from '../startup/start-up';

const DISMISSED_KEY = 'qsr.dismissedMessages';

/** The ids of the messages dismissed in this tab; anything else stored there is dropped. */
function dismissed(): string[] {
  return readStored(browserSessionStorage(), DISMISSED_KEY, storedStrings) ?? [];
}

/**
 * §4.14 in-app messages for this site variant only (iam_catering or iam_mealtime; iam_app never
 * on the web), each dismissible for the visit.
 */
export function InAppMessageBanner() {
  const { t } = useTranslation();
  const { variant } = useHostChannel();
  const [messages, setMessages] = useState<InAppMessage[]>(() => loadedInAppMessages() ?? []);
  const [hidden, setHidden] = useState<string[]>(dismissed);
  const language = useLanguage();
  // Asked again in the other language after a switch (§4.11).
  useEffect(() => {
    let live = true;
    void loadInAppMessages().then((all) => live && setMessages(all));
    return () => {
      live = false;
    };
  }, [language]);
  const shown = messages.filter(
    (message) => isInAppMessageShown(message, variant) && !hidden.includes(message.id),
  );
  if (shown.length === 0) return null;
  const dismiss = (id: string) => {
    const next = [...hidden, id];
    setHidden(next);
    try {
      browserSessionStorage()?.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Without session storage the message comes back on the next page load.
    }
  };
  return (
    <section className="host-in-app-messages" aria-label={t('messages')}>
      {shown.map((message) => (
        <p key={message.id} className="host-in-app-message" data-message-id={message.id}>
          <span>{message.message}</span>
          <IconButton label={t('dismiss')} onClick={() => dismiss(message.id)}>
            ×
          </IconButton>
        </p>
      ))}
    </section>
  );
}
