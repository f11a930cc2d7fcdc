import { BotCheckUnavailableError, registerBotCheck, type SiteConfig } from '@qsr/shared-contracts';
import type { BotCheckService } from './bot-check-widget';

let initialise: () => Promise<void> = async () => undefined;

/**
 * Registers the bot-check service of the site configuration (§7.5) for every team's calls. The
 * service's code and its widget load on first use (the minimal layout, a call that needs a
 * check), so the home page pays for neither; a failed load is a check not ready, tried again
 * on the next call.
 */
export function startBotCheck(site: SiteConfig): void {
  const config = site.botCheck;
  if (!config) return;
  let service: Promise<BotCheckService> | null = null;
  const ready = () =>
    (service ??= import('./bot-check-widget').then(
      (widget) => widget.createBotCheckService(config),
      () => {
        service = null;
        throw new BotCheckUnavailableError();
      },
    ));
  registerBotCheck(async (action) => (await ready()).provider(action));
  initialise = async () => (await ready()).initialise();
}

/** §2.2: the minimal layout initialises the bot-check service as it opens. */
export function initialiseBotCheck(): Promise<void> {
  return initialise();
}
