import type { ReframingFormInput } from '../../../shared/schemas/check-in.js';
import { ApiError } from '../../lib/api.js';
import { attachReframingExercise, requestEntryFinalReflection, type CheckIn, type FinalReflection } from './api.js';

export type CompletedExercise = {
  /** The check-in as the server now stores it, with the exercise attached. */
  saved: CheckIn;
  /** The closing reflection the server answered; null when it failed (the page shows a default text). */
  final: FinalReflection | null;
  /** The closing reflection's token was no longer accepted: the answers were saved without it (it is still shown). */
  expired: ApiError | null;
};

/**
 * Completes the reframing exercise of a saved check-in, right after its reflection or later from
 * the history: the closing reflection first (its failure is not the person's problem: the answers
 * are still saved), then the answers are attached to the entry with the reflection's token. A token
 * the server no longer accepts (the exercise left open for hours) would lose the answers: they are
 * saved without the closing reflection instead. Any other failure of the save is thrown.
 */
export async function completeExercise(
  checkInId: string,
  answers: ReframingFormInput,
  country: string | null | undefined,
): Promise<CompletedExercise> {
  let final: FinalReflection | null = null;
  try {
    final = await requestEntryFinalReflection(checkInId, { ...answers, country: country ?? undefined });
  } catch {
    // Rationed or failed: the spec's default encouraging text is shown, and nothing of it is stored.
  }
  try {
    const saved = await attachReframingExercise(checkInId, {
      ...answers,
      final_reflection_token: final?.reflection_token,
    });
    return { saved, final, expired: null };
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'reflection_token_invalid')) throw error;
    const saved = await attachReframingExercise(checkInId, answers);
    return { saved, final, expired: error };
  }
}
