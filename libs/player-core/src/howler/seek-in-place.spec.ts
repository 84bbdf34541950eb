import { skipSeeksInPlace } from './seek-in-place';

/** A media element's position as the browser keeps it: every write is a seek. */
class FakeMedia {
  seeks: number[] = [];
  private position = 0;
  get currentTime(): number {
    return this.position;
  }
  set currentTime(seconds: number) {
    this.seeks.push(seconds);
    this.position = seconds;
  }
  /** Playback moving the position on, without a seek. */
  playTo(seconds: number): void {
    this.position = seconds;
  }
}

describe('skipSeeksInPlace', () => {
  it('drops a seek to where the element already is, and lets every other one through', () => {
    const media = new FakeMedia();
    skipSeeksInPlace(media as unknown as HTMLMediaElement);
    // A preloaded song's first play: howler seeks to 0, where the element is.
    media.currentTime = 0;
    expect(media.seeks).toEqual([]);
    media.playTo(12.5);
    // Resumed after a pause, at the paused position.
    media.currentTime = 12.5;
    expect(media.seeks).toEqual([]);
    media.currentTime = 30;
    media.currentTime = 0;
    expect(media.seeks).toEqual([30, 0]);
    expect(media.currentTime).toBe(0);
  });

  it('leaves an element without a position accessor as it is', () => {
    const plain = { currentTime: 3 };
    skipSeeksInPlace(plain as unknown as HTMLMediaElement);
    plain.currentTime = 3;
    expect(Object.getOwnPropertyDescriptor(plain, 'currentTime')).toMatchObject({ value: 3 });
  });
});
