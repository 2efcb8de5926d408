// The package ships types, but its "exports" map hides them from "moduleResolution": "Bundler".
declare module 'dom-accessibility-api' {
  export function computeAccessibleName(element: Element): string;
  export function computeAccessibleDescription(element: Element): string;
}
