import type { BlockType } from '../../schema/blocks';
import { accordionExamples } from './accordion/accordion.examples';
import { alertExamples } from './alert/alert.examples';
import { appPromoExamples } from './app-promo/app-promo.examples';
import { articleExamples } from './article/article.examples';
import { authExamples } from './auth/auth.examples';
import { avatarsExamples } from './avatars/avatars.examples';
import { badgesExamples } from './badges/badges.examples';
import { blogCardsExamples } from './blog-cards/blog-cards.examples';
import { breadcrumbsExamples } from './breadcrumbs/breadcrumbs.examples';
import { buttonGroupExamples } from './button-group/button-group.examples';
import { buttonsExamples } from './buttons/buttons.examples';
import { cardExamples } from './card/card.examples';
import { cardGridExamples } from './card-grid/card-grid.examples';
import { carouselExamples } from './carousel/carousel.examples';
import { codeExamples } from './code/code.examples';
import { contactExamples } from './contact/contact.examples';
import { contentExamples } from './content/content.examples';
import { countersExamples } from './counters/counters.examples';
import { ctaExamples } from './cta/cta.examples';
import { demoNavbarExamples } from './demo-navbar/demo-navbar.examples';
import { dropdownExamples } from './dropdown/dropdown.examples';
import type { BlockExample } from './example';
import { formExamples } from './form/form.examples';
import { footerSectionExamples } from './footer-section/footer-section.examples';
import { heroExamples } from './hero/hero.examples';
import { inputExamples } from './input/input.examples';
import { logosExamples } from './logos/logos.examples';
import { modalExamples } from './modal/modal.examples';
import { newsletterExamples } from './newsletter/newsletter.examples';
import { paginationExamples } from './pagination/pagination.examples';
import { placeCardsExamples } from './place-cards/place-cards.examples';
import { pricingExamples } from './pricing/pricing.examples';
import { profileExamples } from './profile/profile.examples';
import { progressExamples } from './progress/progress.examples';
import { reviewsExamples } from './reviews/reviews.examples';
import { rotatingCardExamples } from './rotating-card/rotating-card.examples';
import { sampleExamples } from './sample/sample.examples';
import { searchExamples } from './search/search.examples';
import { selectExamples } from './select/select.examples';
import { sliderExamples } from './slider/slider.examples';
import { typedTextExamples } from './typed-text/typed-text.examples';
import { socialButtonsExamples } from './social-buttons/social-buttons.examples';
import { tableExamples } from './table/table.examples';
import { tabsExamples } from './tabs/tabs.examples';
import { teamExamples } from './team/team.examples';
import { toastExamples } from './toast/toast.examples';
import { toggleExamples } from './toggle/toggle.examples';
import { tooltipsExamples } from './tooltips/tooltips.examples';
import { typographyExamples } from './typography/typography.examples';
import { widgetsExamples } from './widgets/widgets.examples';

/**
 * Every block type's samples, one line per block. A block type without samples is a type error.
 * Data only: the showcase, the tests and the parts fixture page read it; the browser bundle does not.
 */
export const blockExamples = {
  accordion: accordionExamples,
  alert: alertExamples,
  'app-promo': appPromoExamples,
  article: articleExamples,
  auth: authExamples,
  avatars: avatarsExamples,
  badges: badgesExamples,
  'blog-cards': blogCardsExamples,
  breadcrumbs: breadcrumbsExamples,
  'button-group': buttonGroupExamples,
  buttons: buttonsExamples,
  card: cardExamples,
  'card-grid': cardGridExamples,
  carousel: carouselExamples,
  code: codeExamples,
  contact: contactExamples,
  content: contentExamples,
  counters: countersExamples,
  cta: ctaExamples,
  'demo-navbar': demoNavbarExamples,
  dropdown: dropdownExamples,
  form: formExamples,
  'footer-section': footerSectionExamples,
  hero: heroExamples,
  input: inputExamples,
  logos: logosExamples,
  modal: modalExamples,
  newsletter: newsletterExamples,
  pagination: paginationExamples,
  'place-cards': placeCardsExamples,
  pricing: pricingExamples,
  profile: profileExamples,
  progress: progressExamples,
  reviews: reviewsExamples,
  'rotating-card': rotatingCardExamples,
  sample: sampleExamples,
  search: searchExamples,
  select: selectExamples,
  slider: sliderExamples,
  'typed-text': typedTextExamples,
  'social-buttons': socialButtonsExamples,
  table: tableExamples,
  tabs: tabsExamples,
  team: teamExamples,
  toast: toastExamples,
  toggle: toggleExamples,
  tooltips: tooltipsExamples,
  typography: typographyExamples,
  widgets: widgetsExamples,
} satisfies { [T in BlockType]: BlockExample<T>[] };
