// Test-only: the account the specs log in with.
import type { AccountProfile } from '@cadenza/api-client';

/** The demo account of the specs, logged in where a spec needs a listener. */
export const DEMO_PROFILE: AccountProfile = {
  userId: 1001,
  nickname: 'Demo User',
  avatarUrl: 'http://img.test/avatar.jpg',
  backgroundUrl: 'http://img.test/bg.jpg',
  vipType: 11,
};
