import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export type StubBehaviour =
  | { kind: 'reply'; content: unknown }
  | { kind: 'raw'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

type ChatRequest = { model: string; messages: { role: string; content: string }[]; response_format?: unknown };

/**
 * A local server speaking the OpenAI chat-completions wire format, so the real SDK is exercised
 * end to end: the tests choose what it answers and read what it was sent.
 */
export async function startOpenAiStub(port = 0, initial: StubBehaviour = { kind: 'status', status: 500 }) {
  let behaviour: StubBehaviour = initial;
  const requests: ChatRequest[] = [];
  // Node's server ignores what a handler returns: the answer runs on its own.
  const server: Server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse) {
    // Browser tests switch the behaviour of a stub running in its own process through this door.
    if (request.url === '/__behaviour') {
      behaviour = JSON.parse(await readBody(request)) as StubBehaviour;
      response.writeHead(204).end();
      return;
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    requests.push(body);
    if (behaviour.kind === 'hang') return; // never answers: the client's timeout must end it
    if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }));
      return;
    }
    const content = behaviour.kind === 'raw' ? behaviour.content : JSON.stringify(behaviour.content);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-stub',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  }
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${listening}/v1`,
    requests,
    answerWith(next: StubBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => resolve(data));
  });
}
