import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Switch, type SwitchProps } from './switch';

function ControlledSwitch(props: Partial<SwitchProps> & { onChange?: (checked: boolean) => void }) {
  const { onChange, ...rest } = props;
  const [checked, setChecked] = useState(false);
  return (
    <Switch
      label="Show lyrics translation"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
      {...rest}
    />
  );
}

function descriptionOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
}

describe('Switch', () => {
  it('is a switch named by its visible label and described by its description', () => {
    render(
      <Switch
        label="Show lyrics translation"
        description="Under each original line"
        checked
        onCheckedChange={jest.fn()}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Show lyrics translation' });
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Show lyrics translation').tagName).toBe('LABEL');
    expect(descriptionOf(control)).toBe('Under each original line');
  });

  it('toggles with a click on the switch and on its label', () => {
    const onChange = jest.fn();
    render(<ControlledSwitch onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Show lyrics translation' });
    fireEvent.click(control);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect(control.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByText('Show lyrics translation'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('toggles with Space: a native button whose key press nothing cancels', () => {
    // jsdom does not turn Space into a click; browsers do for a <button> unless the key event is
    // cancelled. So: it must be a focusable button, leave Space alone, and toggle on that click.
    const onChange = jest.fn();
    render(<ControlledSwitch onChange={onChange} />);
    const control = screen.getByRole('switch');
    expect(control.tagName).toBe('BUTTON');
    control.focus();
    expect(document.activeElement).toBe(control);
    expect(fireEvent.keyDown(control, { key: ' ', code: 'Space' })).toBe(true);
    expect(fireEvent.keyUp(control, { key: ' ', code: 'Space' })).toBe(true);
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('when disabled: stays reachable, announces the reason and ignores clicks', () => {
    const onChange = jest.fn();
    render(
      <ControlledSwitch
        onChange={onChange}
        description="Under each original line"
        disabled
        disabledReason="Only in the desktop app"
      />,
    );
    const control = screen.getByRole('switch', { name: 'Show lyrics translation' });
    expect(control.getAttribute('aria-disabled')).toBe('true');
    expect(descriptionOf(control)).toBe('Under each original line Only in the desktop app');
    expect(screen.getByText('Only in the desktop app')).toBeTruthy();
    control.focus();
    expect(document.activeElement).toBe(control);
    fireEvent.click(control);
    fireEvent.click(screen.getByText('Show lyrics translation'));
    expect(onChange).not.toHaveBeenCalled();
    expect(control.getAttribute('aria-checked')).toBe('false');
  });

  it('shows the reason only while disabled', () => {
    render(<ControlledSwitch disabledReason="Only in the desktop app" />);
    expect(screen.queryByText('Only in the desktop app')).toBeNull();
    expect(screen.getByRole('switch').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('switch').hasAttribute('aria-disabled')).toBe(false);
  });
});
