import { fireEvent, render, screen } from '@testing-library/react';
import { Select, type SelectOption } from './select';

const options: SelectOption[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'higher', label: 'Higher' },
  { value: 'lossless', label: 'Lossless', disabled: true },
];

function renderSelect(props: { hideLabel?: boolean; disabled?: boolean } = {}) {
  const onValueChange = jest.fn();
  render(
    <Select
      label="Audio quality"
      value="standard"
      onValueChange={onValueChange}
      options={options}
      {...props}
    />,
  );
  return { onValueChange, trigger: screen.getByRole('combobox', { name: 'Audio quality' }) };
}

describe('Select', () => {
  it('is a combobox named by its label, showing the current option', () => {
    const { trigger } = renderSelect();
    expect(trigger.textContent).toBe('Standard');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Audio quality').tagName).toBe('LABEL');
    expect(screen.getByText('Audio quality').className).toBe('cz-select__label');
  });

  it('keeps a hidden label for screen readers only', () => {
    renderSelect({ hideLabel: true });
    expect(screen.getByText('Audio quality').className).toBe('cz-visually-hidden');
  });

  it('opens with Enter, lists the options and reports the chosen value', () => {
    const { onValueChange, trigger } = renderSelect();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(listbox).toBeTruthy();
    const labels = screen.getAllByRole('option').map((option) => option.textContent);
    expect(labels).toEqual(['Standard', 'Higher', 'Lossless']);
    // Radix sets aria-selected only on the focused option; data-state marks the chosen one.
    expect(screen.getByRole('option', { name: 'Standard' }).getAttribute('data-state')).toBe(
      'checked',
    );
    expect(screen.getByRole('option', { name: 'Lossless' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('option', { name: 'Higher' }));
    expect(onValueChange).toHaveBeenCalledWith('higher');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens with a mouse press and ignores disabled options', () => {
    const { onValueChange, trigger } = renderSelect();
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Lossless' }));
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('does not open when disabled', () => {
    const { trigger } = renderSelect({ disabled: true });
    expect((trigger as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
