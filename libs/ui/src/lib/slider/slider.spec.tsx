import { fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './slider';

describe('Slider', () => {
  it('is a named slider with its value, range and value text', () => {
    render(
      <Slider label="Volume" value={40} min={0} max={100} valueText="40 %" onChange={jest.fn()} />,
    );
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('40');
    expect(thumb.getAttribute('aria-valuemin')).toBe('0');
    expect(thumb.getAttribute('aria-valuemax')).toBe('100');
    expect(thumb.getAttribute('aria-valuetext')).toBe('40 %');
  });

  it('moves by its step on arrow keys and reports change and commit', () => {
    const onChange = jest.fn();
    const onCommit = jest.fn();
    render(
      <Slider
        label="60 Hz"
        value={0}
        min={-12}
        max={12}
        step={0.5}
        orientation="vertical"
        onChange={onChange}
        onCommit={onCommit}
      />,
    );
    const thumb = screen.getByRole('slider', { name: '60 Hz' });
    expect(thumb.getAttribute('aria-orientation')).toBe('vertical');
    fireEvent.keyDown(thumb, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(0.5);
    expect(onCommit).toHaveBeenLastCalledWith(0.5);
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('clamps a value outside the range and treats NaN as the minimum', () => {
    const { rerender } = render(
      <Slider label="Progress" value={500} min={0} max={200} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('200');
    rerender(<Slider label="Progress" value={Number.NaN} min={0} max={200} onChange={jest.fn()} />);
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
  });

  it('ignores keys when disabled', () => {
    const onChange = jest.fn();
    render(
      <Slider label="Speed" value={1} min={0.5} max={2} step={0.25} disabled onChange={onChange} />,
    );
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
