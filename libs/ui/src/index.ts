import './lib/tokens/tokens.css';
import './lib/tokens/base.css';

export { Banner, type BannerProps } from './lib/banner/banner';
export { isPlainPress, type PressFields } from './lib/press/plain-press';
export { StateMessage, type StateMessageProps } from './lib/state-message/state-message';
export { Button, type ButtonProps } from './lib/button/button';
export { NavMenu, type NavMenuItem, type NavMenuProps } from './lib/nav-menu/nav-menu';
export {
  SegmentedControl,
  type SegmentOption,
  type SegmentedControlProps,
} from './lib/segmented-control/segmented-control';
export { IconButton, type IconButtonProps } from './lib/icon-button/icon-button';
export { Slider, type SliderProps } from './lib/slider/slider';
export { Select, type SelectOption, type SelectProps } from './lib/select/select';
export { NativeSelect, type NativeSelectProps } from './lib/native-select/native-select';
export {
  Skeleton,
  SkeletonList,
  type SkeletonLength,
  type SkeletonListProps,
  type SkeletonProps,
} from './lib/skeleton/skeleton';
export { Switch, type SwitchProps } from './lib/switch/switch';
export { ProgressBar, type ProgressBarProps } from './lib/progress-bar/progress-bar';
export { CountBadge, type CountBadgeProps } from './lib/count-badge/count-badge';
export { Tabs, type TabItem, type TabsProps } from './lib/tabs/tabs';
export { TextInput, type TextInputProps } from './lib/text-input/text-input';
export { TextArea, type TextAreaProps } from './lib/text-area/text-area';
export {
  ToastList,
  ToastProvider,
  type ToastItem,
  type ToastListProps,
  type ToastProviderProps,
  type ToastTone,
} from './lib/toast/toast';
export {
  CoverImage,
  type CoverImageProps,
  type CoverImageRadius,
} from './lib/cover-image/cover-image';
export { coverUrl } from './lib/cover-image/cover-url';
export {
  SONG_ROW_MAX_ARTISTS,
  SongRow,
  type SongRowArtist,
  type SongRowProps,
  type SongRowSong,
} from './lib/song-row/song-row';
export { VirtualList, type VirtualListProps } from './lib/virtual-list/virtual-list';
export { LyricStrip, type LyricStripProps } from './lib/lyric-strip/lyric-strip';
export { ConfirmDialog, type ConfirmDialogProps } from './lib/dialog/confirm-dialog';
export { Dialog, type DialogProps } from './lib/dialog/dialog';
export { Drawer, type DrawerProps } from './lib/drawer/drawer';
export { ContextMenu, type ContextMenuProps } from './lib/menu/context-menu';
export { Menu, type MenuProps } from './lib/menu/menu';
export type { MenuActionItem, MenuItem, MenuSeparatorItem } from './lib/menu/menu-items';
export { Popover, type PopoverProps } from './lib/popover/popover';
export {
  Tooltip,
  TooltipProvider,
  TOOLTIP_DELAY_MS,
  type TooltipProps,
  type TooltipProviderProps,
} from './lib/tooltip/tooltip';
export {
  Page,
  PageSection,
  PageTitle,
  type PageSectionProps,
  type PageTitleProps,
} from './lib/page/page';
