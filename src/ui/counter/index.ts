export * from './settings';
export * from './Counter';
