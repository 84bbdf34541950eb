import express, { type Router } from 'express';
import { z } from 'zod/mini';
import { faultRuleSchema } from '../faults/fault-registry';
import { riskControlSettingsSchema } from '../risk-control/risk-control';
import type { SimWorld } from '../sim-world';
import { describeSim } from './sim-info';

const userIdBody = z.object({ userId: z.optional(z.int()) });
const ttlBody = z.object({ seconds: z.number().check(z.positive(), z.maximum(86_400)) });
const expireBody = z.object({
  id: z.optional(z.union([z.string().check(z.minLength(1)), z.int()])),
});

/**
 * One issue of a refused control body, e.g. `seconds: too_small`. zod/mini words no issue by
 * itself, and the simulator runs on its own (no workspace lib at run time): the path and the
 * issue's code (or the schema's own message) say enough to a test author.
 */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
  // A misspelt field is the likeliest slip: name it rather than just the issue's code.
  if (issue.code === 'unrecognized_keys') return `${where}: unknown ${issue.keys.join(', ')}`;
  return `${where}: ${issue.message === 'Invalid input' ? issue.code : issue.message}`;
}

/**
 * Simulator-only control routes under `/__sim`, outside the real services' surface: self
 * description with fixture ids and the songs each alt source has, reset, QR scan/confirm/expire,
 * direct login, URL lifetime and expiry, fault injection for every service, and NetEase's risk
 * control.
 */
export function controlRoutes(world: SimWorld): Router {
  const router = express.Router();
  router.use(express.json());
  const demoUserId = world.catalogue.fixtures.demoUserId;

  router.get('/health', (_req, res) => {
    res.json({ ok: true, simulator: 'ncm-sim', seed: world.catalogue.seed });
  });

  router.get('/info', (_req, res) => {
    res.json(describeSim(world));
  });

  router.post('/reset', (_req, res) => {
    world.reset();
    res.json({ ok: true });
  });

  router.post('/qr/:key/:action', (req, res) => {
    const key = req.params['key'] ?? '';
    const now = world.now();
    const parsed = userIdBody.safeParse(req.body ?? {});
    const userId = (parsed.success ? parsed.data.userId : undefined) ?? demoUserId;
    const done =
      req.params['action'] === 'scan'
        ? world.user(userId) !== undefined && world.qr.scan(key, userId, now)
        : req.params['action'] === 'confirm'
          ? world.qr.confirm(key, now)
          : req.params['action'] === 'expire'
            ? world.qr.expire(key)
            : null;
    if (done === null) {
      res
        .status(404)
        .json({ ok: false, message: 'unknown QR action: use scan, confirm or expire' });
      return;
    }
    res
      .status(done ? 200 : 409)
      .json(
        done
          ? { ok: true }
          : { ok: false, message: 'the key is unknown, expired, or not scanned yet' },
      );
  });

  router.post('/login', (req, res) => {
    const parsed = userIdBody.safeParse(req.body ?? {});
    const userId = (parsed.success ? parsed.data.userId : undefined) ?? demoUserId;
    if (!world.user(userId)) {
      res.status(404).json({ ok: false, message: `no user ${userId}` });
      return;
    }
    const login = world.sessions.open(userId, world.now());
    res.json({ ok: true, userId, cookie: login.cookie, musicU: login.musicU });
  });

  router.post('/urls/ttl', (req, res) => {
    const parsed = ttlBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ ok: false, message: 'body must be {"seconds": <1..86400>}' });
      return;
    }
    world.ttlOverrideMs = parsed.data.seconds * 1000;
    res.json({ ok: true, urlTtlSeconds: parsed.data.seconds });
  });

  router.post('/urls/expire', (req, res) => {
    const parsed = expireBody.safeParse(req.body ?? {});
    const id = parsed.success && parsed.data.id !== undefined ? String(parsed.data.id) : undefined;
    world.signer.expireIssued(id);
    res.json({ ok: true, expired: id ?? 'all' });
  });

  router.get('/faults', (_req, res) => {
    res.json({ faults: world.faults.list() });
  });

  router.post('/faults', (req, res) => {
    const parsed = faultRuleSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({
        ok: false,
        message: parsed.error.issues.map(describeIssue).join('; '),
      });
      return;
    }
    res.status(201).json(world.faults.add(parsed.data));
  });

  router.delete('/faults', (_req, res) => {
    world.faults.clear();
    res.json({ ok: true });
  });

  router.delete('/faults/:id', (req, res) => {
    const removed = world.faults.remove(Number(req.params['id']));
    res.status(removed ? 200 : 404).json({ ok: removed });
  });

  router.get('/risk-control', (_req, res) => {
    res.json(world.riskControl.state());
  });

  router.post('/risk-control', (req, res) => {
    // No body at all reads as `{}`: both limits off, like `POST /__sim/reset` for this part.
    const parsed = riskControlSettingsSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      res.status(400).json({
        ok: false,
        message: parsed.error.issues.map(describeIssue).join('; '),
      });
      return;
    }
    world.riskControl.configure(parsed.data);
    res.json(world.riskControl.state());
  });

  return router;
}
