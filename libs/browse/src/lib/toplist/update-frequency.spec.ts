import { createI18n } from '@cadenza/i18n';
import type { useT } from '@cadenza/i18n/react';
import { parseUpdateFrequency, updateFrequencyText } from './update-frequency';

describe("a chart's update frequency", () => {
  it('reads the upstream wording', () => {
    expect(parseUpdateFrequency('每天更新')).toEqual({ kind: 'daily' });
    expect(parseUpdateFrequency(' 每周更新 ')).toEqual({ kind: 'weekly' });
    expect(parseUpdateFrequency('每周四更新')).toEqual({ kind: 'weekday', day: 4 });
    expect(parseUpdateFrequency('每周日更新')).toEqual({ kind: 'weekday', day: 7 });
    expect(parseUpdateFrequency('每周天更新')).toEqual({ kind: 'weekday', day: 7 });
    expect(parseUpdateFrequency('刚刚更新')).toEqual({ kind: 'other', text: '刚刚更新' });
  });

  it('says it in the interface language; unknown wording as sent', async () => {
    const english = await createI18n({ language: 'en-US' });
    const chinese = await createI18n({ language: 'zh-CN' });
    const en = english.t.bind(english) as unknown as ReturnType<typeof useT>['t'];
    const zh = chinese.t.bind(chinese) as unknown as ReturnType<typeof useT>['t'];
    expect(updateFrequencyText('每天更新', en)).toBe('Updated daily');
    expect(updateFrequencyText('每周四更新', en)).toBe('Updated Thursdays');
    expect(updateFrequencyText('每周更新', en)).toBe('Updated weekly');
    expect(updateFrequencyText('每周四更新', zh)).toBe('每周四更新');
    expect(updateFrequencyText('每天更新', zh)).toBe('每天更新');
    expect(updateFrequencyText('刚刚更新', en)).toBe('刚刚更新');
    expect(updateFrequencyText(null, en)).toBeNull();
    expect(updateFrequencyText('', en)).toBeNull();
  });
});
