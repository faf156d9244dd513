// The editor reads the schemas with the walker it shares with the showcase (schema/zod-walk.ts).
export * from '../../schema/zod-walk';
