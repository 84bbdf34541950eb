import { fireEvent, render, screen } from '@testing-library/react';
import { SegmentedControl } from './segmented-control';

const options = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'en-US', label: 'English' },
] as const;

function renderControl(value: 'zh-CN' | 'en-US' = 'zh-CN') {
  const onChange = jest.fn();
  render(<SegmentedControl label="Language" options={options} value={value} onChange={onChange} />);
  return onChange;
}

describe('SegmentedControl', () => {
  it('exposes a named radio group with the checked option', () => {
    renderControl('en-US');
    const group = screen.getByRole('radiogroup', { name: 'Language' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'English' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: '简体中文' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('keeps only the checked option in the tab order', () => {
    renderControl('zh-CN');
    expect(screen.getByRole('radio', { name: '简体中文' }).tabIndex).toBe(0);
    expect(screen.getByRole('radio', { name: 'English' }).tabIndex).toBe(-1);
  });

  it('reports a click with the option value', () => {
    const onChange = renderControl();
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en-US');
  });

  it('moves with arrow keys and wraps around', () => {
    const onChange = renderControl('zh-CN');
    const group = screen.getByRole('radiogroup');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('en-US');
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('en-US');
    fireEvent.keyDown(group, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
