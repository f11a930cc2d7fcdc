import { API_HEADERS } from '@qsr/shared-contracts/core';
import type { Request } from 'express';
import type { MemberStore } from '../members/store';
import { errors } from './errors';

/**
 * §6 tokens: member calls send the ordering token in `x-ordering-token`; profile, password,
 * sign-out and loyalty send the access token as `authorization: Bearer …`. A token that is
 * sent but unknown or expired is a 401 `[219]`; no token at all is a guest.
 */
export type TokenKind = 'access' | 'ordering';

export interface Caller {
  memberId: number;
  sessionId: number;
}

function tokenOf(req: Request, kind: TokenKind): string | undefined {
  if (kind === 'ordering') {
    const value = req.get(API_HEADERS.orderingToken)?.trim();
    return value || undefined;
  }
  const header = req.get('authorization')?.trim();
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export function createAuth(members: MemberStore) {
  /** The signed-in member of the request, or undefined for a guest. */
  function optional(req: Request, kind: TokenKind): Caller | undefined {
    const token = tokenOf(req, kind);
    if (!token) return undefined;
    const session = members.lookUpSession(kind, token);
    if (session.status !== 'ok') throw errors.sessionExpired();
    return { memberId: session.memberId, sessionId: session.sessionId };
  }

  /** The signed-in member, or a 401. */
  function required(req: Request, kind: TokenKind): Caller {
    const caller = optional(req, kind);
    if (!caller) throw errors.signInRequired();
    return caller;
  }

  return { optional, required };
}

export type Auth = ReturnType<typeof createAuth>;
