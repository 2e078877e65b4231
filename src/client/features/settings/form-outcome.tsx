export type FormOutcomeState = { ok: boolean; text: string } | null;

/**
 * What a settings form says after sending. The status line is always in the page, so a screen
 * reader announces the success when it appears; a failure is an alert.
 */
export function FormOutcome({ outcome }: { outcome: FormOutcomeState }) {
  return (
    <>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {outcome?.ok ? outcome.text : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="text-sm text-red-700">
          {outcome.text}
        </p>
      )}
    </>
  );
}
