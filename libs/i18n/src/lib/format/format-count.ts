import type { Language } from '../locales';

/** What {@link formatCount} shows when it is given no usable number. */
export const MISSING_COUNT = '--';

interface CountUnit {
  /** The smallest value shown with this unit. */
  from: number;
  suffix: string;
}

/**
 * Units per language, largest first. zh-CN follows spec §9 (万 from 10,000, 亿 from
 * 100,000,000); en-US uses the usual short scale (K from 1,000, M from 1,000,000, B from
 * 1,000,000,000).
 */
const UNITS: Record<Language, readonly CountUnit[]> = {
  'zh-CN': [
    { from: 100_000_000, suffix: '亿' },
    { from: 10_000, suffix: '万' },
  ],
  'en-US': [
    { from: 1_000_000_000, suffix: 'B' },
    { from: 1_000_000, suffix: 'M' },
    { from: 1_000, suffix: 'K' },
  ],
};

/**
 * A play, follower or view count in the short form of `language`:
 *
 * - below the first unit the whole number as is, without grouping (`9999`, `999`);
 * - from a unit on, one decimal, **truncated** (never rounded up, so a count is never overstated
 *   and 99,999,999 stays `9999.9万` instead of jumping to `10000.0万`), with a trailing `.0`
 *   dropped (`1万`, `1.2万`, `3.5亿`; `1K`, `12.3K`, `4.5M`, `1.2B`);
 * - fractions are dropped first (counts are whole numbers); negatives keep their sign on the
 *   shortened magnitude (`-1.2万`);
 * - `NaN`, infinities, `null` and `undefined` give {@link MISSING_COUNT}.
 */
export function formatCount(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return MISSING_COUNT;
  const whole = Math.trunc(Math.abs(value));
  const sign = value < 0 && whole > 0 ? '-' : '';
  const unit = UNITS[language].find((candidate) => whole >= candidate.from);
  if (!unit) return `${sign}${whole}`;
  // Whole tenths of the unit, in integer arithmetic: no floating-point rounding can creep in.
  const tenths = Math.trunc(whole / (unit.from / 10));
  const integer = Math.trunc(tenths / 10);
  const decimal = tenths % 10;
  return `${sign}${integer}${decimal === 0 ? '' : `.${decimal}`}${unit.suffix}`;
}
