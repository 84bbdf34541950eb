import { createShedWarning } from './shed-warning';

describe('createShedWarning', () => {
  it('logs the first refusal at once, then one summary per interval with the counts by reason', () => {
    let time = 0;
    const lines: unknown[] = [];
    const record = createShedWarning(
      (fields) => lines.push(fields),
      1_000,
      () => time,
    );

    record('queue-full');
    expect(lines).toEqual([{ shed: 1, reasons: { 'queue-full': 1 } }]);

    for (let call = 0; call < 500; call++) {
      time += 1;
      record(call % 5 === 0 ? 'waited-too-long' : 'queue-full');
    }
    // 500 ms into the interval: nothing more written.
    expect(lines).toHaveLength(1);

    time = 1_000;
    record('queue-full');
    expect(lines).toEqual([
      { shed: 1, reasons: { 'queue-full': 1 } },
      { shed: 501, reasons: { 'queue-full': 401, 'waited-too-long': 100 } },
    ]);
  });

  it('logs again at once after a quiet interval', () => {
    let time = 0;
    const lines: unknown[] = [];
    const record = createShedWarning(
      (fields) => lines.push(fields),
      1_000,
      () => time,
    );
    record('queue-full');
    time = 60_000;
    record('waited-too-long');
    expect(lines).toEqual([
      { shed: 1, reasons: { 'queue-full': 1 } },
      { shed: 1, reasons: { 'waited-too-long': 1 } },
    ]);
  });
});
