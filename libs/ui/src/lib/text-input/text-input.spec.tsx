import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { TextInput, type TextInputProps } from './text-input';

function descriptionOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState('');
  return <TextInput label="Search" value={value} onChange={setValue} {...props} />;
}

describe('TextInput', () => {
  it('is named by its label and reports the new text on each edit', () => {
    const onChange = jest.fn();
    render(<TextInput label="Playlist name" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Playlist name' });
    expect(screen.getByText('Playlist name').className).toBe('cz-text-input__label');
    fireEvent.change(input, { target: { value: 'Road trip' } });
    expect(onChange).toHaveBeenCalledWith('Road trip');
  });

  it('is valid and undescribed without error or hint', () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('an error marks it invalid, is shown and describes it, after the hint', () => {
    const field = (props: Partial<TextInputProps>) => (
      <>
        <p id="outer-note">Saved per device</p>
        <TextInput
          label="Server URL"
          type="url"
          value="ftp:"
          onChange={jest.fn()}
          aria-describedby="outer-note"
          {...props}
        />
      </>
    );
    const { rerender } = render(field({ hint: 'http or https' }));
    const input = screen.getByRole('textbox', { name: 'Server URL' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(input)).toBe('Saved per device | http or https');

    rerender(field({ hint: 'http or https', error: 'Not a web address' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not a web address')).toBeTruthy();
    expect(descriptionOf(input)).toBe('Saved per device | http or https | Not a web address');

    rerender(field({ value: 'https:' }));
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Not a web address')).toBeNull();
    expect(descriptionOf(input)).toBe('Saved per device');
  });

  it('hides the label visually only, keeps icons out of the name, keeps trailing reachable', () => {
    render(
      <Controlled
        type="search"
        hideLabel
        placeholder="Songs, artists, albums"
        leading={<svg data-testid="search-icon" />}
        trailing={<button type="button">Clear</button>}
      />,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.getByText('Search').className).toBe('cz-visually-hidden');
    expect(input.getAttribute('placeholder')).toBe('Songs, artists, albums');
    expect(screen.getByTestId('search-icon').parentElement?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('forwards the ref and native attributes to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    const onKeyDown = jest.fn();
    render(
      <TextInput
        ref={ref}
        label="Volume"
        type="number"
        min={0}
        max={100}
        name="volume"
        autoComplete="off"
        value="50"
        onChange={jest.fn()}
        onKeyDown={onKeyDown}
      />,
    );
    const input = screen.getByRole('spinbutton', { name: 'Volume' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('min')).toBe('0');
    expect(input.getAttribute('max')).toBe('100');
    expect(input.getAttribute('name')).toBe('volume');
    expect(input.getAttribute('autocomplete')).toBe('off');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });
});
