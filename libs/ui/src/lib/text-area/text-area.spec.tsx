import { fireEvent, render, screen } from '@testing-library/react';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is named by its label and reports each edit', () => {
    const onChange = jest.fn();
    render(<TextArea label="Songs" value="" onChange={onChange} hint="One per line" />);
    const field = screen.getByRole('textbox', { name: 'Songs' });
    fireEvent.change(field, { target: { value: 'a\nb' } });
    expect(onChange).toHaveBeenCalledWith('a\nb');
    expect(screen.getByText('One per line').id).toBe(field.getAttribute('aria-describedby'));
  });

  it('marks itself invalid and reads out its error', () => {
    render(
      <TextArea label="JSON" value="{" onChange={() => undefined} error="Invalid JSON format" />,
    );
    const field = screen.getByRole('textbox', { name: 'JSON' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Invalid JSON format',
    );
  });
});
