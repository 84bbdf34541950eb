export { createMemoryStorage, type KeyValueStorage } from './lib/key-value-storage';
export { platformTimers, type Timers } from './lib/timers';
export { followCurrent, type CurrentAndChanges } from './lib/follow-current';
