import type { AudioFormat } from './audio-engine.types';
import { clampLevel, ENGINE_MESSAGES, formatOf, loadErrorMessage } from './audio-format';

describe('formatOf', () => {
  it.each<[string, AudioFormat | undefined, AudioFormat]>([
    ['https://cdn.example/a/song.mp3', undefined, 'mp3'],
    ['https://cdn.example/a/SONG.MP3', undefined, 'mp3'],
    ['https://cdn.example/a/song.mp3?vuutv=abc&x=.m4a', undefined, 'mp3'],
    ['https://cdn.example/a/song.mp3', 'aac', 'mp3'],
    ['https://cdn.example/a/song.aac', undefined, 'aac'],
    ['https://cdn.example/a/song.m4a?auth=1', undefined, 'aac'],
    ['https://cdn.example/a/song.M4A', undefined, 'aac'],
    ['https://cdn.example/a/song.mp4', 'mp3', 'aac'],
    ['https://upos.example/seg/30280.m4s?deadline=1&os=cos', undefined, 'aac'],
    ['https://cdn.example/a/song.mp3#t=10', undefined, 'mp3'],
    ['https://cdn.example/a/song.flac', undefined, 'mp3'],
    ['https://cdn.example/a/song.flac', 'aac', 'aac'],
    ['https://cdn.example/stream?id=1&type=.mp3', 'aac', 'aac'],
    ['https://cdn.example/a.mp3/stream', undefined, 'mp3'],
    ['https://cdn.example/a.mp3/stream', 'aac', 'aac'],
    ['song.m4a?x=1', undefined, 'aac'],
    ['/local/song.mp3?x=1', 'aac', 'mp3'],
    ['no-extension', 'aac', 'aac'],
    ['', undefined, 'mp3'],
  ])('%s (hint %s) is %s', (url, hint, expected) => {
    expect(formatOf(url, hint)).toBe(expected);
  });
});

describe('loadErrorMessage', () => {
  it.each<[unknown, string]>([
    [1, ENGINE_MESSAGES.noAudioSupport],
    [2, 'Failed loading audio file with status: 2.'],
    [3, ENGINE_MESSAGES.decodeFailed],
    [4, ENGINE_MESSAGES.noCodecSupport],
    ['1', ENGINE_MESSAGES.noAudioSupport],
    ['3', ENGINE_MESSAGES.decodeFailed],
    ['4', ENGINE_MESSAGES.noCodecSupport],
    [404, 'Failed loading audio file with status: 404.'],
    ['Failed loading audio file with status: 403.', 'Failed loading audio file with status: 403.'],
    [ENGINE_MESSAGES.playBlocked, ENGINE_MESSAGES.playBlocked],
    [undefined, 'Failed loading audio file with status: unknown.'],
    [new Error('boom'), 'Failed loading audio file with status: unknown.'],
  ])('%p → %s', (error, message) => {
    expect(loadErrorMessage(error)).toBe(message);
  });

  it('uses the spec texts', () => {
    expect(ENGINE_MESSAGES.noAudioSupport).toBe('No audio support.');
    expect(ENGINE_MESSAGES.noCodecSupport).toBe('No codec support for selected audio sources.');
    expect(ENGINE_MESSAGES.loadFailed(500)).toBe('Failed loading audio file with status: 500.');
    expect(ENGINE_MESSAGES.decodeFailed).toBe('Decoding audio data failed.');
    expect(ENGINE_MESSAGES.playBlocked).toBe('Playback was unable to start');
    expect(ENGINE_MESSAGES.missingParams).toBe('missing required params: url and track');
    expect(ENGINE_MESSAGES.lockActive).toBe('operation lock active');
  });
});

describe('clampLevel', () => {
  it.each<[number, number]>([
    [0, 0],
    [0.35, 0.35],
    [1, 1],
    [-0.1, 0],
    [-5, 0],
    [1.0001, 1],
    [7, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%p → %p', (value, expected) => {
    expect(clampLevel(value)).toBe(expected);
  });
});
