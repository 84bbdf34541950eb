import { buildHealthDto } from '../../testing';
import { InvalidResponseError, normalizeHealth } from './health.normalize';

describe('normalizeHealth', () => {
  it('maps a valid answer to the model', () => {
    expect(normalizeHealth(buildHealthDto({ version: '2.0.0' }))).toEqual({
      version: '2.0.0',
      upstreamKind: 'none',
      offlineDemo: false,
    });
  });

  it('keeps the offline-demo flag', () => {
    const dto = buildHealthDto({ upstream: { kind: 'url', offlineDemo: true } });
    expect(normalizeHealth(dto).offlineDemo).toBe(true);
  });

  it.each([
    [null, ': Invalid input: expected object, received null'],
    [{ ...buildHealthDto(), status: 'down' }, 'status: Invalid input: expected "ok"'],
    [{ ...buildHealthDto(), upstream: { kind: 'ftp', offlineDemo: false } }, 'upstream.kind'],
    [{ ...buildHealthDto(), uptimeSeconds: -1 }, 'uptimeSeconds'],
  ])('rejects %p with the failing path', (raw, fragment) => {
    expect(() => normalizeHealth(raw)).toThrow(InvalidResponseError);
    expect(() => normalizeHealth(raw)).toThrow(fragment);
  });
});
