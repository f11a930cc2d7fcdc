import { useHostUi } from '../state/host-ui';
import { useLanguageSwitch } from './use-language-switch';

/**
 * §2.3, §4.11 the en-US/es toggle: one button naming the other language, in that language,
 * so a Spanish speaker finds it on an English page.
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
  const { language, switchTo } = useLanguageSwitch();
  const { switchingLanguage } = useHostUi();
  const target = language === 'es' ? 'en-US' : 'es';
  return (
    <button
      type="button"
      className={`host-language-toggle ${className}`}
      lang={target}
      disabled={switchingLanguage}
      onClick={() => void switchTo(target)}
    >
      {target === 'es' ? 'Español' : 'English'}
    </button>
  );
}
