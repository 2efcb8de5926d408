/**
 * A property set on an element before its tag was defined is an own property that shadows the
 * class's accessor. Moves each such value through the accessor (web components' "lazy properties").
 */
export function upgradeProperties(element: HTMLElement, names: readonly string[]): void {
  const record = element as unknown as Record<string, unknown>;
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(element, name)) continue;
    const value = record[name];
    delete record[name];
    record[name] = value;
  }
}
