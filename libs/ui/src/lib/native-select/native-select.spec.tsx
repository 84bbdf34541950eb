import { fireEvent, render, screen } from '@testing-library/react';
import type { SelectOption } from '../select/select';
import { NativeSelect } from './native-select';

const options: SelectOption[] = [
  { value: '1', label: 'Songs' },
  { value: '10', label: 'Albums' },
  { value: '1000', label: 'Playlists', disabled: true },
];

function renderSelect(props: { hideLabel?: boolean; disabled?: boolean } = {}) {
  const onValueChange = jest.fn();
  render(
    <NativeSelect
      label="Search type"
      value="10"
      onValueChange={onValueChange}
      options={options}
      {...props}
    />,
  );
  return {
    onValueChange,
    select: screen.getByRole('combobox', { name: 'Search type' }) as HTMLSelectElement,
  };
}

describe('NativeSelect', () => {
  it('is the platform’s select, named by its label, on the current option', () => {
    const { select } = renderSelect();
    expect(select.tagName).toBe('SELECT');
    expect(select.value).toBe('10');
    expect(screen.getByRole('option', { name: 'Albums' })).toHaveProperty('selected', true);
    expect(screen.getByText('Search type').className).toBe('cz-native-select__label');
  });

  it('keeps a hidden label for screen readers only', () => {
    renderSelect({ hideLabel: true });
    expect(screen.getByText('Search type').className).toBe('cz-visually-hidden');
  });

  it('reports the chosen value, and keeps disabled options unchoosable', () => {
    const { onValueChange, select } = renderSelect();
    fireEvent.change(select, { target: { value: '1' } });
    expect(onValueChange).toHaveBeenCalledWith('1');
    expect(screen.getByRole('option', { name: 'Playlists' })).toHaveProperty('disabled', true);
  });

  it('can be disabled as a whole', () => {
    const { select } = renderSelect({ disabled: true });
    expect(select.disabled).toBe(true);
  });
});
