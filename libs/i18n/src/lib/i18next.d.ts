import 'i18next';
import type { CommonResource } from './locales';

// Types every t('…') call of the workspace against the source locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonResource };
  }
}
