// The filter bar shared by the grid widgets: a hook, and the rules they need to apply its filter.
export { useFilterBar, type FilterBarOptions } from './use-filter-bar';
