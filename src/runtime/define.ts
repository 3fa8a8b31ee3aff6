import type { Schema, WidgetDefinition } from '../api-types';

/** Identity helper that ties a widget's Component props to its schema's settings type. */
export function defineWidget<S>(definition: WidgetDefinition<S> & { schema?: Schema<S> }): WidgetDefinition<S> {
  return definition;
}
