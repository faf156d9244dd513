import notificationsPage from '../../../pages-data/sections/attention-catchers/notifications';
import { type BlockExample, samplesOf } from '../example';

export const toastExamples: BlockExample<'toast'>[] = samplesOf(notificationsPage, 'toast');
