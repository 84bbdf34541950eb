import { generateCatalogue } from '../catalogue/generate-catalogue';
import { UrlSigner } from '../media-server/url-signer';
import { playUrlData, signedStreamUrl } from './bilibili-playurl';

describe('playUrlData', () => {
  const catalogue = generateCatalogue(1);
  const signer = new UrlSigner();
  const context = { cdnBase: 'http://cdn.test', signer, nowMs: 1_700_000_000_000, ttlMs: 60_000 };
  const dash = catalogue.bilibili.find((video) => video.streamForm === 'dash');
  const durl = catalogue.bilibili.find((video) => video.streamForm === 'durl');
  if (!dash?.pages[0] || !durl?.pages[0]) throw new Error('the catalogue needs both stream forms');
  const dashPage = dash.pages[0];
  const durlPage = durl.pages[0];

  it('signs stream URLs for the part cid and adds the deadline in seconds', () => {
    const url = new URL(signedStreamUrl(dash, dashPage, 30216, context, 'bak'));
    expect(url.origin).toBe('http://cdn.test');
    expect(url.pathname).toMatch(new RegExp(`/${dashPage.cid}-1-30216\\.m4s$`));
    expect(url.searchParams.get('deadline')).toBe(String((context.nowMs + context.ttlMs) / 1000));
    expect(url.searchParams.get('os')).toBe('bak');
    const query = Object.fromEntries(url.searchParams);
    expect(signer.check(url.pathname, String(dashPage.cid), query, context.nowMs)).toBe('ok');
    expect(
      signer.check(url.pathname, String(dashPage.cid), query, context.nowMs + context.ttlMs),
    ).toBe('expired');
  });

  it('answers the DASH form with two audio streams and no video', () => {
    const data = playUrlData(dash, dashPage, context) as {
      dash: { audio: { id: number; codecs: string }[]; video: unknown[] };
      durl?: unknown;
    };
    expect(data.durl).toBeUndefined();
    expect(data.dash.video).toEqual([]);
    expect(data.dash.audio.map((audio) => [audio.id, audio.codecs])).toEqual([
      [30280, 'mp4a.40.2'],
      [30216, 'mp4a.40.2'],
    ]);
    expect(data).toMatchObject({
      timelength: dashPage.durationSec * 1000,
      dash: { duration: dashPage.durationSec },
    });
  });

  it('answers the MP4 form with one durl entry and no dash', () => {
    const data = playUrlData(durl, durlPage, context) as {
      dash?: unknown;
      durl: { url: string; order: number }[];
      format: string;
    };
    expect(data.dash).toBeUndefined();
    expect(data.format).toBe('mp4');
    expect(data.durl).toHaveLength(1);
    expect(data.durl[0]?.url).toMatch(/^http:\/\/cdn\.test\/upgcxcode\/.+-1-16\.mp4\?i=/);
  });
});
