import pricingPage from '../../../pages-data/pages/company/pricing';
import { type BlockExample, blockOf } from '../example';

// Both carousels are the pricing page's: the header opening it, and its customers' reviews.
export const carouselExamples: BlockExample<'carousel'>[] = [
  { id: 'carousel-testimonials', title: 'Testimonial carousel', data: blockOf(pricingPage, 'carousel', 1) },
  {
    id: 'carousel-header',
    title: 'Header carousel opening a page, the next section overlapping it',
    data: blockOf(pricingPage, 'carousel', 0),
  },
];
