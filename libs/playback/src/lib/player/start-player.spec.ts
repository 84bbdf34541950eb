import { announceSleepTimerEnd } from './start-player';

describe('announceSleepTimerEnd', () => {
  const translate = (key: string) => `«${key}»`;

  it('sends a system notification in the interface language where the platform has them', () => {
    const notify = jest.fn();
    const dispatch = jest.fn();
    announceSleepTimerEnd({ notify }, dispatch, translate);
    expect(notify).toHaveBeenCalledWith({
      title: '«player.sleepTimer.notification.title»',
      body: '«player.sleepTimer.notification.body»',
    });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('says it in a toast on the web', () => {
    const dispatch = jest.fn();
    announceSleepTimerEnd({}, dispatch, translate);
    expect(dispatch).toHaveBeenCalledWith(
      expect.objectContaining({
        payload: expect.objectContaining({ titleKey: 'player.sleepTimer.notification.body' }),
      }),
    );
  });
});
