import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Runs `npm run reflect`'s script as a user would: JSON lines on stdin, JSON lines back. */
function runReflect(input: string): Promise<{ code: number | null; lines: unknown[]; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/reflect.ts'], {
      env: { ...process.env, AI_BASE_URL: '', LOG_LEVEL: 'warn', AUTH_SECRET: 'c'.repeat(40) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        code,
        stderr,
        lines: stdout
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as unknown),
      }),
    );
    child.stdin.end(input);
  });
}

describe('npm run reflect', () => {
  it('answers one JSON line per input line, in order, with response, detected_schemas, crisis and safety', async () => {
    const input = [
      {
        feeling_text: "I'm worthless and there is something wrong with me. I'm ashamed of who I am.",
        mood_level: 2,
        locale: 'en',
      },
      { feeling_text: 'Ya no quiero vivir.', mood_level: 1, locale: 'es' },
      { feeling_text: 'A calm day, tea with a friend.', mood_level: 4 },
      {
        feeling_text: 'Two years ago I wanted to die. Today I ran my first half marathon.',
        mood_level: 4,
        locale: 'en',
      },
    ]
      .map((line) => JSON.stringify(line))
      .concat(['not json', JSON.stringify({ feeling_text: '', mood_level: 3, locale: 'en' }), ''])
      .join('\n');
    const { code, lines } = await runReflect(input);
    expect(code).toBe(0);
    expect(lines).toHaveLength(6);
    const [pattern, crisis, plain, past, notJson, empty] = lines as Record<string, unknown>[];
    expect(Object.keys(pattern!).sort()).toEqual(['crisis', 'detected_schemas', 'response', 'safety']);
    expect(pattern).toMatchObject({
      crisis: false,
      safety: 'none',
      detected_schemas: expect.arrayContaining(['defectiveness_shame']),
    });
    expect(crisis).toMatchObject({ crisis: true, safety: 'current_risk', detected_schemas: [] });
    // A resolved past is a mention: an ordinary reflection, never `crisis: true`.
    expect(past).toMatchObject({ crisis: false, safety: 'past_or_mention' });
    expect(String(past!.response).length).toBeGreaterThan(40);
    expect(String(crisis!.response)).toContain('024');
    expect(plain).toMatchObject({ crisis: false, detected_schemas: [] });
    expect(String(plain!.response).length).toBeGreaterThan(40);
    expect(notJson).toEqual({ error: 'not valid JSON' });
    expect(empty).toEqual({ error: "Please share how you're feeling" });
  }, 30_000);
});
