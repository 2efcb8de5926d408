/**
 * A landmark of a view inside a named widget carries the widget's name ("Pagination, Activities of
 * instance 6"), so two widgets on one page, and a widget and its own table, never share a name.
 */
export const inWidget = (landmark: string, widget: string | undefined): string => (widget ? `${landmark}, ${widget}` : landmark);
