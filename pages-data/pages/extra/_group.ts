import { defineGroup } from '../../../schema';

export default defineGroup({ heading: 'Extra', order: 6 });
