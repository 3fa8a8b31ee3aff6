// The filter bar shared by the grid widgets: a hook, and the rules they need to apply its filter.
export { useFilterBar, type FilterBarOptions } from './use-filter-bar';
export { ALL, FILTER_DEBOUNCE_MS, compileFilter, type Matcher } from './logic';
