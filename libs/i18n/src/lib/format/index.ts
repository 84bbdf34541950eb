export { MISSING_COUNT, formatCount } from './format-count';
export {
  MISSING_COUNTDOWN,
  MISSING_DURATION,
  formatCountdown,
  formatDuration,
} from './format-duration';
