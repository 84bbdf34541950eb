import type { RemoteScope } from '../../ipc/remote-control.contract';
import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedDevice, DeviceRegistry } from './device-registry';
import { sendError } from './http-errors';

/** The device of an authenticated request (set by {@link requireScope}). */
export function deviceOf(res: Response): AuthenticatedDevice {
  return res.locals['device'] as AuthenticatedDevice;
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? null;
}

/**
 * Lets a request through only with a paired device's token (401 otherwise) whose scope covers
 * `scope` (403 otherwise): `control` covers `read`.
 */
export function requireScope(devices: DeviceRegistry, scope: RemoteScope) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const device = token ? devices.authenticate(token) : null;
    if (!device) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="cadenza-remote"');
      sendError(res, 401, 'unauthorized', 'Pair this device first and send its bearer token');
      return;
    }
    if (scope === 'control' && device.scope !== 'control') {
      res.setHeader(
        'WWW-Authenticate',
        'Bearer realm="cadenza-remote", error="insufficient_scope"',
      );
      sendError(res, 403, 'insufficient-scope', 'This device may only read; pair it for control');
      return;
    }
    res.locals['device'] = device;
    next();
  };
}
