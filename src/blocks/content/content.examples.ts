import contentSectionsPage from '../../../pages-data/sections/page-sections/content-sections';
import { type BlockExample, samplesOf } from '../example';

export const contentExamples: BlockExample<'content'>[] = samplesOf(contentSectionsPage, 'content');
