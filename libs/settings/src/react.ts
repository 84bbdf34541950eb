export { useSetting, useSettingsDispatch } from './react/use-setting';
