import { createRevocations } from './revocations';

describe('createRevocations (in memory)', () => {
  it('refuses a revoked session and no other', async () => {
    const revocations = createRevocations();
    revocations.revoke('one');
    expect(await revocations.isRevoked('one')).toBe(true);
    expect(await revocations.isRevoked('two')).toBe(false);
  });

  it('forgets a revocation only once the session could no longer live', async () => {
    let clock = 1_700_000_000_000;
    const revocations = createRevocations(undefined, () => clock);
    revocations.revoke('one');
    clock += 29 * 24 * 3600 * 1000;
    expect(await revocations.isRevoked('one')).toBe(true);
    clock += 2 * 24 * 3600 * 1000;
    expect(await revocations.isRevoked('one')).toBe(false);
  });
});
