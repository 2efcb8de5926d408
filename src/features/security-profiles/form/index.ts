/** The security profile form: add (five steps), edit and duplicate (stacked), opened in the side panel. */
export { useProfileForm, type ProfileFormOptions } from './useProfileForm.tsx';
