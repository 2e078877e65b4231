import { useCallback, useRef, useState } from 'react';
import { getScreenerProgress, type ScreenerAnswer } from '../../../shared/screener.js';
import { postAnswer, type ScreenerState } from './api.js';

/**
 * The answers of one screener run. Each answer shows the next statement at once and is stored in
 * the background, in order (the first answer creates the session the others belong to). A failed
 * save takes the answer back (to the earlier answer when one was changed), so that statement is
 * asked again. Answering a statement again replaces the earlier answer, here and on the server.
 */
export function useScreenerSession(initial: ScreenerState, onSaveFailed: () => void) {
  const [answers, setAnswers] = useState<ScreenerAnswer[]>(initial.session?.answers ?? []);
  const answersRef = useRef(answers);
  const sessionId = useRef<string | undefined>(initial.session?.id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const answer = useCallback(
    (itemId: string, score: number) => {
      const earlier = answersRef.current.find((a) => a.item_id === itemId);
      const next = [...answersRef.current.filter((a) => a.item_id !== itemId), { item_id: itemId, score }];
      answersRef.current = next;
      setAnswers(next);
      queue.current = queue.current.then(async () => {
        try {
          const saved = await postAnswer({ session_id: sessionId.current, item_id: itemId, score });
          sessionId.current = saved.session_id;
        } catch {
          const restored = answersRef.current.filter((a) => a.item_id !== itemId);
          if (earlier) restored.push(earlier);
          answersRef.current = restored;
          setAnswers(restored);
          onSaveFailed();
        }
      });
    },
    [onSaveFailed],
  );

  /** Resolves with the session id once every answer given so far is stored. */
  const settled = useCallback(async () => {
    await queue.current;
    return sessionId.current;
  }, []);

  return { answers, progress: getScreenerProgress(initial.items, answers), answer, settled };
}
