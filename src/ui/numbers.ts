// The numbers a page shows are formatted by the helpers the schemas use too: they live below both.
export { decimalsOf, formatNumber, separatorsOf } from '../../schema/plain/numbers';
