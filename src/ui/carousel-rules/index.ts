export * from './logic';
export * from './schema';
