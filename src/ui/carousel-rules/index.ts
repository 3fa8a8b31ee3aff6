export * from './icons';
export * from './logic';
export * from './schema';
