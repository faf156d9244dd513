import type { BlockType } from '../../schema/blocks';
import { articleExamples } from './article/article.examples';
import { badgesExamples } from './badges/badges.examples';
import { breadcrumbsExamples } from './breadcrumbs/breadcrumbs.examples';
import { buttonGroupExamples } from './button-group/button-group.examples';
import { buttonsExamples } from './buttons/buttons.examples';
import { cardGridExamples } from './card-grid/card-grid.examples';
import { contactExamples } from './contact/contact.examples';
import type { BlockExample } from './example';
import { heroExamples } from './hero/hero.examples';
import { sampleExamples } from './sample/sample.examples';
import { socialButtonsExamples } from './social-buttons/social-buttons.examples';
import { tableExamples } from './table/table.examples';
import { typographyExamples } from './typography/typography.examples';

/**
 * Every block type's samples, one line per block. A block type without samples is a type error.
 * Data only: the showcase, the tests and the parts fixture page read it; the browser bundle does not.
 */
export const blockExamples = {
  article: articleExamples,
  badges: badgesExamples,
  breadcrumbs: breadcrumbsExamples,
  'button-group': buttonGroupExamples,
  buttons: buttonsExamples,
  'card-grid': cardGridExamples,
  contact: contactExamples,
  hero: heroExamples,
  sample: sampleExamples,
  'social-buttons': socialButtonsExamples,
  table: tableExamples,
  typography: typographyExamples,
} satisfies { [T in BlockType]: BlockExample<T>[] };
