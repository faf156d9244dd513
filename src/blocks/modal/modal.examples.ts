import modalsPage from '../../../pages-data/sections/attention-catchers/modals';
import { type BlockExample, samplesOf } from '../example';

export const modalExamples: BlockExample<'modal'>[] = samplesOf(modalsPage, 'modal');
