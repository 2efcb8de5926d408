export { ActionButton, type ActionButtonProps } from './ActionButton.tsx';
export { useErrorInPlace } from './useErrorInPlace.ts';
export { useFocusRescue } from './useFocusRescue.ts';
export {
  useServerAction,
  type ActionContext,
  type ActionOutcome,
  type ServerAction,
  type ServerActionOptions,
} from './useServerAction.ts';
