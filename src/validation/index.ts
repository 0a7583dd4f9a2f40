export { validateInput } from './validateInput.ts';
