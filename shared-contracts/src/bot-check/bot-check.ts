/** The calls that attach a bot-check result (§6, §7.5). */
export type BotCheckAction = 'signin' | 'signup' | 'forgot_password' | 'contact' | 'form_submit';

/** Gives the bot-check result for an action: a provider's widget, such as Turnstile. */
export type BotCheckProvider = (action: BotCheckAction) => Promise<string>;

let provider: BotCheckProvider | null = null;

/** The host registers the bot-check service it initialised (minimal layout, §2.2). */
export function registerBotCheck(next: BotCheckProvider | null): void {
  provider = next;
}

export class BotCheckUnavailableError extends Error {
  constructor() {
    super('The robot check is not ready. Please try again.');
    this.name = 'BotCheckUnavailableError';
  }
}

/** The bot-check result to send with a call, from the service the host registered. */
export async function botCheckToken(action: BotCheckAction): Promise<string> {
  if (!provider) throw new BotCheckUnavailableError();
  return provider(action);
}
