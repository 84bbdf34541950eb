import type { useT } from '@cadenza/i18n/react';

/** How often a chart is updated, as the interface says it. */
export type UpdateFrequency =
  | { kind: 'daily' }
  | { kind: 'weekly' }
  | { kind: 'weekday'; day: 1 | 2 | 3 | 4 | 5 | 6 | 7 }
  | { kind: 'other'; text: string };

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'] as const;

/**
 * Reads a chart's `updateFrequency` (the upstream writes it in Chinese: 每天更新, 每周四更新,
 * 每周更新) so it can be said in the listener's language; anything else is shown as sent.
 */
export function parseUpdateFrequency(text: string): UpdateFrequency {
  const value = text.trim();
  if (value === '每天更新' || value === '每日更新') return { kind: 'daily' };
  if (value === '每周更新') return { kind: 'weekly' };
  const weekday = /^每周([一二三四五六日天])更新$/.exec(value)?.[1];
  if (weekday) {
    const index = WEEKDAYS.indexOf(
      (weekday === '天' ? '日' : weekday) as (typeof WEEKDAYS)[number],
    );
    return { kind: 'weekday', day: (index + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7 };
  }
  return { kind: 'other', text: value };
}

/** A chart's update frequency in the interface language; null when the chart has none. */
export function updateFrequencyText(
  text: string | null | undefined,
  t: ReturnType<typeof useT>['t'],
): string | null {
  if (!text) return null;
  const frequency = parseUpdateFrequency(text);
  switch (frequency.kind) {
    case 'daily':
      return t('toplist.frequency.daily');
    case 'weekly':
      return t('toplist.frequency.weekly');
    case 'weekday':
      return t('toplist.frequency.weekday', {
        day: t(`toplist.frequency.days.${frequency.day}`),
      });
    case 'other':
      return frequency.text;
  }
}
