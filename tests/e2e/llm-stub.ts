import { startOpenAiStub } from '../../src/server/providers/reflection/openai-stub.js';

/** The failing LLM of the browser tests: hangs until told otherwise (POST /__behaviour). */
const port = Number(process.env.E2E_LLM_PORT ?? 3199);
await startOpenAiStub(port, { kind: 'hang' });
process.on('SIGTERM', () => process.exit(0));
