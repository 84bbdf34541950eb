import enUSApp from '../locales/en-US/app.json';
import enUSFrame from '../locales/en-US/frame.json';
import zhCNApp from '../locales/zh-CN/app.json';
import zhCNFrame from '../locales/zh-CN/frame.json';
import type { CommonResource, Language } from './locales';

/** Every language's resources at once, both parts, for the specs that compare them (the app loads one). */
export const RESOURCES: Record<Language, { common: CommonResource }> = {
  'zh-CN': { common: { ...zhCNFrame, ...zhCNApp } },
  'en-US': { common: { ...enUSFrame, ...enUSApp } as CommonResource },
};

/** The frame part of every language (what the first paint may show). */
export const FRAME_RESOURCES: Record<Language, { common: Partial<CommonResource> }> = {
  'zh-CN': { common: zhCNFrame },
  'en-US': { common: enUSFrame },
};
