import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonList } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers and sized by its props', () => {
    const { container } = render(<Skeleton width={120} height="2rem" radius="pill" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.className).toBe('cz-skeleton cz-skeleton--pill');
    expect(block.style.width).toBe('120px');
    expect(block.style.height).toBe('2rem');
  });

  it('draws a circle with equal sides from one of them', () => {
    const { container } = render(<Skeleton width={40} radius="circle" />);
    const block = container.firstElementChild as HTMLElement;
    expect(block.style.width).toBe('40px');
    expect(block.style.height).toBe('40px');
  });

  it('draws text-line bars inside one hidden wrapper', () => {
    const { container } = render(<Skeleton lines={3} width="50%" />);
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper.style.width).toBe('50%');
    expect(wrapper.querySelectorAll('.cz-skeleton--line')).toHaveLength(3);
  });
});

describe('SkeletonList', () => {
  it('is one status named by its label, its rows hidden from screen readers', () => {
    const { container } = render(<SkeletonList count={4} label="Loading" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    const rows = status.querySelectorAll('.cz-skeleton-list__row');
    expect(rows).toHaveLength(4);
    rows.forEach((row) => expect(row.getAttribute('aria-hidden')).toBe('true'));
    expect(status.getAttribute('style')).toBeNull();
    // Nothing inside is exposed: no images, no text, no further live regions.
    expect(status.textContent).toBe('');
    expect(container.querySelectorAll('[role]')).toHaveLength(1);
  });

  it('takes the row height', () => {
    render(<SkeletonList count={2} rowHeight={56} label="Loading" />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.style.getPropertyValue('--cz-skeleton-row')).toBe('56px');
  });
});
