// The brand helpers the schemas use too: they live below both.
export { brandIcon, networkName } from '../../schema/plain/brand';
