import { z } from 'zod';
import { accordionSchema } from './accordion';
import { alertSchema } from './alert';
import { appPromoSchema } from './app-promo';
import { articleSchema } from './article';
import { authSchema } from './auth';
import { avatarsSchema } from './avatars';
import { badgesSchema } from './badges';
import { blogCardsSchema } from './blog-cards';
import { breadcrumbsSchema } from './breadcrumbs';
import { buttonGroupSchema } from './button-group';
import { buttonsSchema } from './buttons';
import { cardSchema } from './card';
import { cardGridSchema } from './card-grid';
import { carouselSchema } from './carousel';
import { codeSchema } from './code';
import { contactSchema } from './contact';
import { contentSchema } from './content';
import { countersSchema } from './counters';
import { ctaSchema } from './cta';
import { demoNavbarSchema } from './demo-navbar';
import { dropdownSchema } from './dropdown';
import { formSchema } from './form';
import { footerSectionSchema } from './footer-section';
import { heroSchema } from './hero';
import { inputSchema } from './input';
import { logosSchema } from './logos';
import { modalSchema } from './modal';
import { newsletterSchema } from './newsletter';
import { paginationSchema } from './pagination';
import { placeCardsSchema } from './place-cards';
import { pricingSchema } from './pricing';
import { profileSchema } from './profile';
import { progressSchema } from './progress';
import { reviewsSchema } from './reviews';
import { rotatingCardSchema } from './rotating-card';
import { sampleBlockSchema } from './sample';
import { searchSchema } from './search';
import { selectSchema } from './select';
import { sliderSchema } from './slider';
import { typedTextSchema } from './typed-text';
import { socialButtonsSchema } from './social-buttons';
import { tableSchema } from './table';
import { teamSchema } from './team';
import { tabsSchema } from './tabs';
import { toastSchema } from './toast';
import { toggleSchema } from './toggle';
import { tooltipsSchema } from './tooltips';
import { typographySchema } from './typography';
import { widgetsSchema } from './widgets';

/** Every content block type, keyed by its `type`. With `sample`, the one list of blocks; the registry must match it. */
const contentBlockSchemas = {
  accordion: accordionSchema,
  alert: alertSchema,
  'app-promo': appPromoSchema,
  article: articleSchema,
  auth: authSchema,
  avatars: avatarsSchema,
  badges: badgesSchema,
  'blog-cards': blogCardsSchema,
  breadcrumbs: breadcrumbsSchema,
  'button-group': buttonGroupSchema,
  buttons: buttonsSchema,
  card: cardSchema,
  'card-grid': cardGridSchema,
  carousel: carouselSchema,
  code: codeSchema,
  contact: contactSchema,
  content: contentSchema,
  counters: countersSchema,
  cta: ctaSchema,
  'demo-navbar': demoNavbarSchema,
  dropdown: dropdownSchema,
  form: formSchema,
  'footer-section': footerSectionSchema,
  hero: heroSchema,
  input: inputSchema,
  logos: logosSchema,
  modal: modalSchema,
  newsletter: newsletterSchema,
  pagination: paginationSchema,
  'place-cards': placeCardsSchema,
  pricing: pricingSchema,
  profile: profileSchema,
  progress: progressSchema,
  reviews: reviewsSchema,
  'rotating-card': rotatingCardSchema,
  search: searchSchema,
  select: selectSchema,
  slider: sliderSchema,
  'social-buttons': socialButtonsSchema,
  'typed-text': typedTextSchema,
  table: tableSchema,
  tabs: tabsSchema,
  team: teamSchema,
  toast: toastSchema,
  toggle: toggleSchema,
  tooltips: tooltipsSchema,
  typography: typographySchema,
  widgets: widgetsSchema,
} as const;

type ContentBlockSchema = (typeof contentBlockSchemas)[keyof typeof contentBlockSchemas];
const contentBlockUnion = z.discriminatedUnion(
  'type',
  Object.values(contentBlockSchemas) as unknown as [ContentBlockSchema, ...ContentBlockSchema[]],
);

/** Every block type. A showcase `sample` holds content blocks, never another sample. */
export const blockSchemas = { ...contentBlockSchemas, sample: sampleBlockSchema(contentBlockUnion) } as const;

export type BlockType = keyof typeof blockSchemas;
export const BLOCK_TYPES = Object.keys(blockSchemas) as BlockType[];

export const blockUnionSchema = z.discriminatedUnion(
  'type',
  Object.values(blockSchemas) as unknown as [(typeof blockSchemas)[BlockType], ...(typeof blockSchemas)[BlockType][]],
);

/** What a component receives for block type `T`. */
export type BlockProps<T extends BlockType> = z.output<(typeof blockSchemas)[T]>;
/** What an author writes for block type `T`. */
export type BlockInput<T extends BlockType> = z.input<(typeof blockSchemas)[T]>;
export type Block = { [T in BlockType]: BlockProps<T> }[BlockType];
export type BlockDataInput = { [T in BlockType]: BlockInput<T> }[BlockType];
