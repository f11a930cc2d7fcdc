import type { registerBotCheck } from '@qsr/shared-contracts';
import { BotCheckUnavailableError, type SiteConfig } from '@qsr/shared-contracts';

/** What the contract's bot check calls for a token: the service below. */
type BotCheckProvider = NonNullable<Parameters<typeof registerBotCheck>[0]>;
/** The widget the BFF configures in the page (script and site key). */
type BotCheckWidgetConfig = NonNullable<SiteConfig['botCheck']>;

/** The reCAPTCHA v3 browser API that the widget script defines (the sandbox's widget too). */
export interface BotCheckWidget {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: BotCheckWidget;
  }
}

export type ScriptLoader = (src: string) => Promise<void>;

/** Loads a script once by appending it to the head; a failed load leaves nothing behind. */
export function appendScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new BotCheckUnavailableError());
    };
    document.head.append(script);
  });
}

export interface BotCheckService {
  /** Loads the widget now (the minimal layout does, §2.2); later calls reuse it. */
  initialise(): Promise<void>;
  /** What `registerBotCheck` takes: loads the widget on first use, then asks it per action. */
  provider: BotCheckProvider;
}

/**
 * The bot-check service of §7.5 over the configured widget. The widget is loaded at most once
 * at a time; a failed load or answer is a `BotCheckUnavailableError` and the next call tries
 * again, so a customer on a flaky connection can retry without reloading the page.
 */
export function createBotCheckService(
  config: BotCheckWidgetConfig,
  loadScript: ScriptLoader = appendScript,
): BotCheckService {
  let loading: Promise<BotCheckWidget> | null = null;

  function widgetReady(): Promise<BotCheckWidget> {
    loading ??= loadScript(config.scriptUrl)
      .then(
        () =>
          new Promise<BotCheckWidget>((resolve, reject) => {
            const widget = window.grecaptcha;
            if (!widget) reject(new BotCheckUnavailableError());
            else widget.ready(() => resolve(widget));
          }),
      )
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof BotCheckUnavailableError ? error : new BotCheckUnavailableError();
      });
    return loading;
  }

  return {
    initialise: async () => {
      await widgetReady();
    },
    provider: async (action) => {
      const widget = await widgetReady();
      try {
        return await widget.execute(config.siteKey, { action });
      } catch {
        throw new BotCheckUnavailableError();
      }
    },
  };
}
