import { fireEvent, render, screen } from '@testing-library/react';
import { CoverImage } from './cover-image';

const SRC = 'https://p2.music.126.net/xyz==/1099.jpg';

describe('CoverImage', () => {
  let dpr: number;
  beforeEach(() => {
    dpr = window.devicePixelRatio;
    window.devicePixelRatio = 2;
  });
  afterEach(() => {
    window.devicePixelRatio = dpr;
  });

  it('requests the drawn size at the screen density, lazily and off the main thread', () => {
    render(<CoverImage src={SRC} size={48} alt="Album cover" />);
    const img = screen.getByRole('img', { name: 'Album cover' });
    expect(img.getAttribute('src')).toBe(`${SRC}?param=96y96`);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.parentElement?.className).toBe('cz-cover cz-cover--sm');
    expect(img.parentElement?.style.width).toBe('48px');
  });

  it('takes a width and height instead of a size', () => {
    render(<CoverImage src={SRC} width={160} height={90} alt="Video" radius="md" />);
    expect(screen.getByRole('img', { name: 'Video' }).getAttribute('src')).toBe(
      `${SRC}?param=320y180`,
    );
  });

  it('fills its container when told, still requesting its size hint', () => {
    render(<CoverImage src={SRC} size={120} alt="Chart" fill />);
    const img = screen.getByRole('img', { name: 'Chart' });
    expect(img.getAttribute('src')).toBe(`${SRC}?param=240y240`);
    expect(img.parentElement?.className).toBe('cz-cover cz-cover--sm cz-cover--fill');
    expect(img.parentElement?.getAttribute('style')).toBeNull();
  });

  it('falls back to the music note when the image fails, and tries again for a new src', () => {
    const { container, rerender } = render(
      <CoverImage src={SRC} size={64} alt="Artist" radius="circle" />,
    );
    const img = screen.getByRole('img', { name: 'Artist' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);

    const fallback = screen.getByRole('img', { name: 'Artist' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.className).toBe('cz-cover cz-cover--circle cz-cover--fallback');
    expect(fallback.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();

    rerender(<CoverImage src={`${SRC}?v=2`} size={64} alt="Artist" radius="circle" />);
    expect(screen.getByRole('img', { name: 'Artist' }).tagName).toBe('IMG');
  });

  it('shows the fallback without a src, silent to screen readers when decorative', () => {
    const { container } = render(<CoverImage size={48} alt="" className="extra" />);
    expect(container.querySelector('img')).toBeNull();
    const box = container.firstElementChild;
    expect(box?.className).toBe('cz-cover cz-cover--sm cz-cover--fallback extra');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.querySelector('svg')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
