/** The crisis screen lives in ./crisis/ (concept lexicons in content/crisis/); this is its import path. */
export {
  detectCrisis,
  explainCrisis,
  CRISIS_CATEGORIES,
  type CrisisCategory,
  type CrisisResult,
} from './crisis/index.js';
