// The formatting rules of spec §9 without i18next, for code that may not load it (libs/ui).
export * from './lib/format';
