export * from './blocks';
export * from './group';
export * from './page';
export * from './primitives';
export * from './site';
export { withParseContext, type ParseContext } from './context';
