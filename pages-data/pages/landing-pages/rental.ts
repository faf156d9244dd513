import { definePage } from '../../../schema';
import { portrait } from '../../_people';
import type { ImageId } from '../../../schema/images';

const photo = (src: ImageId, alt: string) => ({ src, alt });

export default definePage({
  name: 'landing-rental',
  meta: {
    title: 'Book your next trip | Brightline Software',
    description:
      'A demo rental landing page: search trips, browse six places to stay, read guest reviews and answers, and get in touch.',
  },
  nav: { title: 'Rental', order: 2 },
  layout: { navbar: { variant: 'transparent', menus: true } },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/coast-village', alt: '' },
      title: 'Book your next trip',
      description: 'Cabins, lofts and villas for a weekend away or a month of remote work, booked in a few minutes.',
      minHeight: '75vh',
    },
    {
      type: 'search',
      id: 'search',
      label: 'Find a trip',
      fields: [
        { label: 'Leave from', name: 'origin', options: ['Bucharest', 'London', 'Madrid', 'Washington'] },
        { label: 'Going to', name: 'destination', options: ['Lisbon', 'Rome', 'Vienna', 'Zurich'] },
        { kind: 'date', label: 'Depart', name: 'depart' },
      ],
      button: 'Search',
    },
    {
      type: 'place-cards',
      id: 'places',
      heading: 'Places to stay',
      description: 'Homes picked by our team for short trips and long stays.',
      cards: [
        {
          image: photo('places/garden-house', 'A modern house with a lawn under an old tree'),
          categories: [
            { label: 'Entire home', icon: 'cottage' },
            { label: '4 guests', icon: 'group' },
            { label: '2 beds', icon: 'bed' },
          ],
          title: 'Garden house under the oak',
          description: 'Glass walls onto a quiet lawn, a fireplace and an old tree that shades the terrace.',
        },
        {
          image: photo('places/lounge', 'A bright living room with a long sofa'),
          categories: [
            { label: 'Private room', icon: 'apartment' },
            { label: '2 guests', icon: 'group' },
            { label: '1 bed', icon: 'bed' },
          ],
          title: 'Loft in the old town',
          description: 'Tall windows, a quiet street and every café within a short walk.',
        },
        {
          image: photo('places/pool', 'A white courtyard with a pool'),
          categories: [
            { label: 'Entire villa', icon: 'villa' },
            { label: '8 guests', icon: 'group' },
            { label: '4 beds', icon: 'bed' },
          ],
          title: 'Villa with a pool',
          description: 'Room for two families, a garden and a pool that catches the evening sun.',
        },
        {
          image: photo('places/glass-house', 'A house of glass among tall trees'),
          categories: [
            { label: 'Entire home', icon: 'cottage' },
            { label: '6 guests', icon: 'group' },
            { label: '3 beds', icon: 'bed' },
          ],
          title: 'Glass house in the woods',
          description: 'Wake up among the trees, with a garden and the forest paths right outside the gate.',
        },
        {
          image: photo('places/kitchen', 'An open kitchen and living room'),
          categories: [
            { label: 'Apartment', icon: 'apartment' },
            { label: '3 guests', icon: 'group' },
            { label: '2 beds', icon: 'bed' },
          ],
          title: 'Apartment near the river',
          description: 'A bright flat with a fast connection and a desk, ten minutes from the centre.',
        },
        {
          image: photo('places/modern-house', 'A modern house with lit windows at dusk'),
          categories: [
            { label: 'Entire home', icon: 'cottage' },
            { label: '5 guests', icon: 'group' },
            { label: '3 beds', icon: 'bed' },
          ],
          title: 'Modern house by the park',
          description: 'Wood, glass and a walled garden, with the park and its trails across the street.',
        },
      ],
    },
    { type: 'pagination', pages: 5, active: 2, align: 'center', label: 'Places pages' },
    {
      type: 'reviews',
      id: 'reviews',
      heading: 'What our guests say',
      description: 'Reviews left by guests after their stay.',
      reviews: [
        {
          rating: 4,
          review: 'The cabin was exactly as pictured, and the host answered every question within minutes.',
          author: { name: 'Amara Okafor', image: portrait('Amara Okafor'), date: '1 day ago' },
        },
        {
          rating: 3,
          review: 'A lovely loft in a great spot. The street gets busy on Saturday nights, so bring earplugs.',
          author: { name: 'Lukas Weber', image: portrait('Lukas Weber'), date: '2 days ago' },
          variant: 'gradient',
          color: 'dark',
        },
        {
          rating: 5,
          review: 'Booking took two minutes and the villa was even better than the photos. We will be back.',
          author: { name: 'Priya Nair', image: portrait('Priya Nair'), date: '5 days ago' },
        },
      ],
    },
    {
      type: 'accordion',
      align: 'center',
      id: 'faq',
      title: 'Frequently asked questions',
      headingLevel: 3,
      items: [
        {
          title: 'How do I book a place?',
          body: [
            'Search for your dates and destination, open a place and choose Book. You get a confirmation by email straight away.',
          ],
        },
        {
          title: 'Can I cancel my booking?',
          body: [
            'Most places can be cancelled free of charge up to 48 hours before arrival. Each place shows its own rules before you book.',
          ],
        },
        {
          title: 'When do I pay?',
          body: ['You pay when you book. The host receives the money 24 hours after you check in.'],
        },
        {
          title: 'Are pets allowed?',
          body: ['Some places welcome pets. Look for the pet-friendly label on the place, or ask the host first.'],
        },
        {
          title: 'How do I reach the host?',
          body: [
            'Once you have booked, the host’s phone number and email appear in your confirmation. Before that, use the form below.',
          ],
        },
      ],
    },
    {
      type: 'form',
      id: 'contact',
      title: 'Contact us',
      description: 'Questions about a place or a booking? Write to us and we reply within 24 hours.',
      fields: [
        { label: 'Full Name', name: 'fullName', width: 'half' },
        { kind: 'email', label: 'Email', name: 'email', width: 'half' },
        { kind: 'textarea', label: 'Your message', name: 'message', rows: 6 },
      ],
      submit: { label: 'Send Message' },
    },
  ],
});
