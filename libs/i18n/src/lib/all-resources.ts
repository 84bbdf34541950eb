import enUSCommon from '../locales/en-US/common.json';
import zhCNCommon from '../locales/zh-CN/common.json';
import type { CommonResource, Language } from './locales';

/** Every language's resources at once, for the specs that compare them (the app loads one). */
export const RESOURCES: Record<Language, { common: CommonResource }> = {
  'zh-CN': { common: zhCNCommon },
  'en-US': { common: enUSCommon },
};
