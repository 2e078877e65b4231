import { fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionCard } from './question-card.js';

const statements = ['I worry that people I love will leave me.', 'I hold myself to very high standards.'];

/**
 * The screener page's use of the card: one card per statement (a new card for the next one), a
 * key answers the statement shown. `pressOnShow` presses a key in the very commit that shows that
 * statement, before the browser has painted or run any passive effect: the earliest moment a
 * person (or a test) can press a key once the statement is on the screen.
 */
function Screener({ pressOnShow, answers }: { pressOnShow: Record<number, string>; answers: string[] }) {
  const [position, setPosition] = useState(0);
  const statement = statements[position];
  return (
    <>
      {statement === undefined ? (
        <p>done</p>
      ) : (
        <QuestionCard
          key={statement}
          statement={statement}
          onAnswer={(score) => {
            answers.push(`${position}:${score}`);
            setPosition(position + 1);
          }}
        />
      )}
      <PressOnShow position={position} keys={pressOnShow} />
    </>
  );
}

function PressOnShow({ position, keys }: { position: number; keys: Record<number, string> }) {
  useLayoutEffect(() => {
    const key = keys[position];
    if (key) window.dispatchEvent(new KeyboardEvent('keydown', { key }));
  }, [position, keys]);
  return null;
}

describe('QuestionCard', () => {
  it('a key from 1 to 5 answers the statement shown; other keys and modified keys do not', () => {
    const answers: string[] = [];
    render(<Screener pressOnShow={{}} answers={answers} />);
    fireEvent.keyDown(window, { key: '6' });
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.keyDown(window, { key: '2', ctrlKey: true });
    expect(answers).toEqual([]);
    fireEvent.keyDown(window, { key: '2' });
    expect(answers).toEqual(['0:2']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(statements[1]);
  });

  it('a key pressed as soon as the next statement shows answers that statement, not the one before', () => {
    const answers: string[] = [];
    render(<Screener pressOnShow={{ 1: '4' }} answers={answers} />);
    fireEvent.keyDown(window, { key: '3' });
    expect(answers).toEqual(['0:3', '1:4']);
    expect(screen.getByText('done')).toBeTruthy();
  });
});
