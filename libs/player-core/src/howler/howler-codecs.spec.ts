/** @jest-environment jsdom */
import { Howler } from 'howler';
import { playableFormats } from './howler-codecs';

describe('playableFormats', () => {
  it('keeps only the accepted formats howler can decode', () => {
    const codecs = jest.spyOn(Howler, 'codecs').mockImplementation((format) => format === 'mp3');
    expect(playableFormats()).toEqual(['mp3']);
    expect(codecs).toHaveBeenCalledWith('aac');
  });

  it('is empty when the browser decodes neither', () => {
    jest.spyOn(Howler, 'codecs').mockReturnValue(false);
    expect(playableFormats()).toEqual([]);
  });
});
