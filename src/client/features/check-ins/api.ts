import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { HelpResource } from '../../../shared/helplines.js';
import type { SchemaKey } from '../../../shared/patterns.js';
import type { SafetyLevel } from '../../../shared/safety.js';
import type {
  FinalReflectionRequest,
  ReflectRequest,
  ReframingFormInput,
  SaveCheckInInput,
} from '../../../shared/schemas/check-in.js';
import { apiFetch } from '../../lib/api.js';

export type PatternEvidence = { schema_key: SchemaKey; phrase: string };
export type CrisisResource = HelpResource;

export type CheckIn = {
  id: string;
  created_at: string;
  feeling_text: string;
  mood_level: number;
  ai_response: string | null;
  detected_schemas: SchemaKey[];
  pattern_evidence: PatternEvidence[];
  reframing_exercise: (ReframingFormInput & { final_reflection: string }) | null;
  crisis: boolean;
};
export type CheckInPage = { items: CheckIn[]; total: number; page: number; page_size: number };
export type Reflection = {
  response: string;
  detected: PatternEvidence[];
  detected_schemas: SchemaKey[];
  crisis: boolean;
  /** How the crisis screen graded the text; absent from a server that predates the levels. */
  safety?: SafetyLevel;
  resources: CrisisResource[];
};

export const RECENT_PAGE_SIZE = 10;
export const HISTORY_PAGE_SIZE = 20;

export const checkInsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['check-ins', page, pageSize],
    queryFn: () => apiFetch<CheckInPage>(`/api/check-ins?page=${page}&page_size=${pageSize}`),
    placeholderData: keepPreviousData,
  });

/** The form plus where the person is: their help country and time zone (helplines, "tonight"). */
export const requestReflection = (input: ReflectRequest) =>
  apiFetch<Reflection>('/api/check-ins/reflect', { method: 'POST', body: input });

export const requestFinalReflection = (input: FinalReflectionRequest) =>
  apiFetch<{ response: string; crisis: boolean; resources: CrisisResource[] }>('/api/check-ins/final-reflection', {
    method: 'POST',
    body: input,
  });

export const saveCheckIn = (input: SaveCheckInInput) =>
  apiFetch<CheckIn>('/api/check-ins', { method: 'POST', body: input });
