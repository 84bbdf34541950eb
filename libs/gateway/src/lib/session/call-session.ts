import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Revocations } from './revocations';
import type { GatewaySession, SessionOpener } from './session-store';

/** Opens a NetEase call's session, refusing one that a logout ended. */
export type CallSessionOpener = (
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<GatewaySession>;

/**
 * A session whose id a logout revoked (on any replica) is ended here: its cookie is cleared
 * and the call goes upstream as an anonymous one, so a copied cookie no longer acts as the
 * listener. A logged-in session from before ids existed gets one now, so a later logout can
 * reach it.
 */
export function createCallSessionOpener(
  openSession: SessionOpener,
  revocations: Revocations,
): CallSessionOpener {
  return async (req, res) => {
    const session = await openSession(req, res);
    if (session.neteaseCookie === undefined) return session;
    if (session.sid === undefined) {
      session.sid = randomUUID();
      await session.save();
    } else if (await revocations.isRevoked(session.sid)) {
      session.destroy();
    }
    return session;
  };
}

/** Gives a session that just logged in its own id (a fresh one: never the id of an earlier login). */
export function startSessionId(session: GatewaySession): void {
  session.sid = randomUUID();
}
