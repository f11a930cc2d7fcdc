/** The module the runtime hands back when a remote's manifest or entry cannot be loaded. */
export const REMOTE_FAILED = '__qsrRemoteFailed';

export interface FailedRemoteModule {
  [REMOTE_FAILED]: true;
  id: string;
  reason: string;
}

export function failedRemoteModule(id: string, error: unknown): FailedRemoteModule {
  return {
    [REMOTE_FAILED]: true,
    id,
    reason: error instanceof Error ? error.message : String(error),
  };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && REMOTE_FAILED in value;
}

/** Why a remote area shows its fallback instead of the remote. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(`The ${remote} remote is unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Design rule 4: a remote built against another contract major is refused, never run. */
export class ContractMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly found: number,
    readonly expected: number,
  ) {
    super(`The ${remote} remote was built for contract ${found}, this site speaks ${expected}.`);
    this.name = 'ContractMismatchError';
  }
}
