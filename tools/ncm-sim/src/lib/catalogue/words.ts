/**
 * Word lists the catalogue is composed from. Every name is fictional: the simulator must never
 * be mistaken for the real catalogue.
 */

/** Chinese song-title parts, combined in pairs. */
export const TITLE_PARTS_ZH = [
  '晴空',
  '夜航',
  '星河',
  '风起',
  '海岸',
  '微光',
  '梦游',
  '雨季',
  '旧城',
  '云端',
  '月台',
  '春分',
  '远方',
  '回声',
  '旅人',
  '黄昏',
  '晨曦',
  '心跳',
  '纸飞机',
  '夏至',
  '长街',
  '灯火',
  '蓝调',
  '时差',
  '告白',
  '初雪',
  '潮汐',
  '萤火',
  '山谷',
  '列车',
  '信号',
  '琥珀',
] as const;

/** English song-title words: adjective + noun. */
export const TITLE_ADJECTIVES_EN = [
  'Neon',
  'Quiet',
  'Golden',
  'Silver',
  'Paper',
  'Midnight',
  'Electric',
  'Velvet',
  'Hollow',
  'Crystal',
] as const;
export const TITLE_NOUNS_EN = [
  'Lights',
  'Road',
  'Hearts',
  'Waves',
  'Dreams',
  'City',
  'Rain',
  'Skies',
  'Echoes',
  'Harbor',
] as const;

/** Lyric lines (Chinese) with their English translations, same index. */
export const LYRIC_LINES: readonly (readonly [string, string])[] = [
  ['风吹过安静的街口', 'The wind crosses the quiet street corner'],
  ['我把名字写在窗口', 'I write your name upon the window'],
  ['你说夜色刚刚好', 'You said the night was just right'],
  ['灯火一盏一盏亮起', 'The lights come on one by one'],
  ['沿着海岸一直走', 'Walking on along the shore'],
  ['雨落在旧的站台', 'Rain falls on the old platform'],
  ['心跳比时间更快', 'My heartbeat outruns the time'],
  ['远方有人在等待', 'Someone is waiting far away'],
  ['把回忆折成飞机', 'Folding memories into paper planes'],
  ['让它飞过那座城', 'Letting them fly across that city'],
  ['星星落进你眼里', 'Stars fall into your eyes'],
  ['我们不说再见', 'We never say goodbye'],
  ['黄昏把影子拉长', 'Dusk stretches out our shadows'],
  ['晨光照亮了归途', 'Morning light shows the way home'],
  ['这首歌只唱给你', 'This song is sung only for you'],
  ['潮水带走了昨天', 'The tide carries yesterday away'],
];

/** Record labels. */
export const COMPANIES = [
  '晴川唱片',
  '远山音乐',
  '回声工作室',
  'Harbor Records',
  '萤火文化',
] as const;

/** Nicknames of the simulated accounts beyond the fixtures. */
export const NICKNAMES = [
  '夜跑的猫',
  '早安旅人',
  '山谷回声',
  '听雨人',
  '蓝调青年',
  '纸飞机',
] as const;
