import { DEFAULT_LANGUAGE, formatCount, isLanguage } from '@cadenza/i18n';
import { useT } from '@cadenza/i18n/react';
import { useCallback } from 'react';

/** Formats play, subscriber and follower counts in the interface language (万/亿 in Chinese). */
export function useFormatCount(): (value: number | null | undefined) => string {
  const { language } = useT();
  return useCallback(
    (value) => formatCount(value, isLanguage(language) ? language : DEFAULT_LANGUAGE),
    [language],
  );
}
