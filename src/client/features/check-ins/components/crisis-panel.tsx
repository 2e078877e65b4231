// The crisis card lives in components/helplines, shared with the lesson stages.
export { CrisisPanel, type CrisisSaveState } from '../../../components/helplines/crisis-panel.js';
