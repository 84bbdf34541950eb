import { Howl, Howler } from 'howler';
import type { AudioFormat, SoundFactory, SoundHandle } from '../lib/engine/audio-engine.types';
import { createDecodedSound } from './decoded-sound';
import { skipSeeksInPlace } from './seek-in-place';

/** Howler internals this adapter reaches into, in one place (howler 2.2.4). */
interface HowlerInternals {
  _obtainHtml5Audio?: () => HTMLAudioElement;
  _html5Prepared?: boolean;
  _canPlayEvent?: string;
}
interface HowlInternals {
  _sounds?: Array<{ _node?: HTMLMediaElement }>;
}

/**
 * Howler gives HTML5 audio no `crossOrigin`, and a cross-origin element without it feeds the
 * Web Audio equalizer only silence. Every element howler obtains gets `crossOrigin = 'anonymous'`
 * before its `src` is set (the media routes send CORS headers), and ignores howler's seek to
 * where it already is before each play (`skipSeeksInPlace`). Done once, on the first factory.
 */
function prepareHtml5Audio(): void {
  const internals = Howler as unknown as HowlerInternals;
  const obtain = internals._obtainHtml5Audio;
  if (internals._html5Prepared || typeof obtain !== 'function') return;
  internals._obtainHtml5Audio = function obtainPreparedAudio(this: unknown) {
    const audio = obtain.call(this);
    audio.crossOrigin = 'anonymous';
    skipSeeksInPlace(audio);
    return audio;
  };
  internals._html5Prepared = true;
}

/** The HTML5 media element behind a howler sound, or null before howler made one. */
export function mediaElementOf(sound: SoundHandle): HTMLMediaElement | null {
  const howl = (sound as SoundHandle & { howl?: Howl }).howl as (Howl & HowlInternals) | undefined;
  return howl?._sounds?.[0]?._node ?? null;
}

/**
 * howler's AudioContext, made on first need. howler would make it in the first sound's
 * constructor, between the URL's answer and `play()` (tens of milliseconds of the main thread);
 * HTML5 sounds play without it, and only the equalizer needs it, once the sound plays. Null
 * where the browser has no Web Audio.
 */
export function audioContextOnDemand(): AudioContext | null {
  if (!Howler.ctx) {
    Howler.usingWebAudio = true;
    // Any of howler's global calls makes the context it lacks; reading the volume changes nothing.
    Howler.volume();
  }
  return Howler.ctx ?? null;
}

/**
 * The {@link SoundFactory} over howler 2.2.4: HTML5 audio (streaming with `Range`, as the
 * contract requires), one sound id per Howl so play/pause act on the same playback. A sound
 * asked for `decoded` (a gapless run) is decoded whole and played on the audio clock instead
 * (`createDecodedSound`), where the browser has Web Audio.
 */
export function createHowlerSoundFactory(): SoundFactory {
  prepareHtml5Audio();
  // Howler suspends its AudioContext 30 s after its first sound unless a Web Audio sound plays,
  // and HTML5 sounds never count: the equalizer fed from them on that context would freeze
  // playback mid-song. The engine suspends the context itself, after 30 s without playback.
  Howler.autoSuspend = false;
  // A streamed sound is ready to play once the element can start ('canplay'), not once it
  // guesses it could play to the end without a stall ('canplaythrough', howler's default, which
  // comes tens of milliseconds later on loopback and seconds later on a slow network). The
  // element waits for data itself if the network falls behind.
  (Howler as unknown as HowlerInternals)._canPlayEvent = 'canplay';
  // No context until the equalizer asks for one (`audioContextOnDemand`).
  if (!Howler.ctx) Howler.usingWebAudio = false;
  return {
    create({ src, format, pool, preload, decoded }) {
      const context = decoded ? audioContextOnDemand() : null;
      if (context) return createDecodedSound({ src, context });
      const howl = new Howl({
        src: [src],
        format: [format],
        html5: true,
        pool,
        preload: true,
        autoplay: false,
      });
      let id: number | undefined;
      const handle: SoundHandle & { howl: Howl } = {
        howl,
        play: () => {
          id = id === undefined ? howl.play() : howl.play(id);
        },
        pause: () => {
          if (id !== undefined) howl.pause(id);
        },
        stop: () => {
          if (id !== undefined) howl.stop(id);
        },
        seek: (seconds?: number) => {
          if (seconds === undefined) {
            const position = id === undefined ? howl.seek() : howl.seek(id);
            return typeof position === 'number' ? position : 0;
          }
          if (id === undefined) howl.seek(seconds);
          else howl.seek(seconds, id);
          return seconds;
        },
        rate: (rate) => {
          howl.rate(rate);
        },
        volume: (volume) => {
          howl.volume(volume);
        },
        fade: (from, to, durationMs) => {
          howl.fade(from, to, durationMs);
        },
        duration: () => howl.duration(),
        state: () => howl.state(),
        playing: () => (id === undefined ? false : howl.playing(id)),
        unload: () => {
          howl.unload();
        },
        on: (event, listener) => {
          howl.on(event, (_soundId: number, error?: unknown) => {
            (listener as (error?: unknown) => void)(error);
          });
        },
      };
      void preload;
      return handle;
    },
    canPlay: (format: AudioFormat) => Howler.codecs(format),
    suspendContext: () => {
      if (Howler.ctx?.state === 'running') void Howler.ctx.suspend();
    },
    resumeContext: () => {
      if (Howler.ctx?.state === 'suspended') void Howler.ctx.resume();
    },
  };
}
