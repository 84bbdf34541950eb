/**
 * Makes `media` ignore a seek to the position it is already at. howler sets `currentTime` before
 * every HTML5 play, to where the sound was; a seek, even to the same place, throws away what the
 * element had buffered for that place (its ready state drops back to "metadata"), so a preloaded
 * song, or one resumed after a pause, would wait for the media pipeline to seek and for the page's
 * main thread to hear of it before it sounds. Any other seek goes through unchanged.
 */
export function skipSeeksInPlace(media: HTMLMediaElement): void {
  const accessor = accessorOf(media, 'currentTime');
  if (!accessor?.get || !accessor.set) return;
  const { get, set } = accessor;
  Object.defineProperty(media, 'currentTime', {
    configurable: true,
    enumerable: true,
    get(this: HTMLMediaElement) {
      return get.call(this) as number;
    },
    set(this: HTMLMediaElement, seconds: number) {
      if (seconds !== get.call(this)) set.call(this, seconds);
    },
  });
}

/** The accessor of `name` on `target`'s prototype chain. */
function accessorOf(target: object, name: string): PropertyDescriptor | undefined {
  for (let at: object | null = target; at; at = Object.getPrototypeOf(at) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(at, name);
    if (descriptor) return descriptor;
  }
  return undefined;
}
