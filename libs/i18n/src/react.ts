export { I18nProvider, useT } from './react/i18n-provider';
