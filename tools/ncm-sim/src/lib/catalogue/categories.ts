import type { PlaylistCategory } from './catalogue.types';

/** The playlist categories of `/playlist/catlist`: a few per group, some marked hot. */
export const CATEGORIES: PlaylistCategory[] = [
  { name: '华语', category: 0, hot: true },
  { name: '欧美', category: 0, hot: true },
  { name: '流行', category: 1, hot: true },
  { name: '民谣', category: 1, hot: true },
  { name: '电子', category: 1, hot: false },
  { name: '夜晚', category: 2, hot: true },
  { name: '学习', category: 2, hot: false },
  { name: '治愈', category: 3, hot: true },
  { name: '怀旧', category: 3, hot: false },
  { name: '影视原声', category: 4, hot: false },
];
