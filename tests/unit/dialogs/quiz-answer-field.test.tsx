import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerField } from '../../../src/dialogs/quiz/ChatStep';
import { testUser } from '../../support/test-user';

/** jsdom lays nothing out: a line is 24 px, and an answer wraps every 40 characters. */
const LINE = 24;
function layOut() {
  vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLTextAreaElement,
  ) {
    return Math.max(1, Math.ceil(this.value.length / 40)) * LINE;
  });
}

function Answer({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <AnswerField label="Your answer" placeholder="Type your answer..." value={value} onChange={setValue} />
    </form>
  );
}

describe("the quiz's answer field", () => {
  afterEach(cleanup);

  it('is a single-line text field, named by its label, that takes the focus', () => {
    render(<Answer onSubmit={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-multiline', 'false');
    expect(field).toHaveAttribute('maxlength', '500');
    expect(field).toHaveAttribute('rows', '1');
  });

  it.each([['{Enter}'], ['{Shift>}{Enter}{/Shift}']])('%s sends the answer, and breaks no line', async (keys) => {
    const submit = vi.fn();
    render(<Answer onSubmit={submit} />);
    const user = testUser('real');
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(field, `walkers not showing up${keys}`);
    expect(submit).toHaveBeenCalledOnce();
    expect(field).toHaveValue('walkers not showing up');
  });

  it('grows with a long answer, a line at a time', async () => {
    layOut();
    render(<Answer onSubmit={() => {}} />);
    const user = testUser('real');
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field.style.height).toBe(`${LINE}px`);
    await user.type(field, 'a'.repeat(41));
    expect(field.style.height).toBe(`${2 * LINE}px`);
    await user.type(field, 'b'.repeat(80));
    expect(field.style.height).toBe(`${4 * LINE}px`);
    await user.clear(field);
    expect(field.style.height).toBe(`${LINE}px`);
  });

  it('takes a pasted line break as a space', async () => {
    render(<Answer onSubmit={() => {}} />);
    const user = testUser('real');
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    field.focus();
    await user.paste('checkout\nsearch\r\nbookings');
    expect(field).toHaveValue('checkout search bookings');
  });
});
