import {
  RiBarChart2Line,
  RiDownload2Line,
  RiHistoryLine,
  RiHome5Line,
  RiMvLine,
  RiPlayListLine,
  RiSearchLine,
  RiSettings3Line,
  RiUser3Line,
} from '@remixicon/react';
import type { ReactNode } from 'react';
import type { ScreenId } from '@cadenza/app-core';

/** The icon of each menu entry (the family listeners of the reference know). */
export const MENU_ICONS: Partial<Record<ScreenId, ReactNode>> = {
  home: <RiHome5Line />,
  search: <RiSearchLine />,
  list: <RiPlayListLine />,
  toplist: <RiBarChart2Line />,
  mv: <RiMvLine />,
  history: <RiHistoryLine />,
  user: <RiUser3Line />,
  set: <RiSettings3Line />,
  downloads: <RiDownload2Line />,
};
