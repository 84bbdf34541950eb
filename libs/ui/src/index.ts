import './lib/tokens/tokens.css';
import './lib/tokens/base.css';

export { Banner, type BannerProps } from './lib/banner/banner';
export { Button, type ButtonProps } from './lib/button/button';
export { NavMenu, type NavMenuItem, type NavMenuProps } from './lib/nav-menu/nav-menu';
export {
  SegmentedControl,
  type SegmentOption,
  type SegmentedControlProps,
} from './lib/segmented-control/segmented-control';
