import type { BlockExample } from '../example';
import { portrait } from '../../../pages-data/_people';

export const teamExamples: BlockExample<'team'>[] = [
  {
    id: 'team-grid',
    title: 'Team grid',
    data: {
      type: 'team',
      heading: 'The executive team',
      description: 'The people who answer for your project.',
      members: [
        {
          image: portrait('Amara Okafor'),
          name: 'Amara Okafor',
          href: { route: 'presentation' },
          position: { label: 'CEO', color: 'primary' },
          description: 'Runs the company since it was founded in 2024.',
          socials: [
            { network: 'linkedin', href: 'https://www.linkedin.com/' },
            { network: 'github', href: 'https://github.com/' },
          ],
        },
        { image: portrait('Lukas Weber'), name: 'Lukas Weber', position: { label: 'CTO' } },
      ],
    },
  },
  {
    id: 'team-horizontal',
    title: 'Horizontal cards on dark',
    data: {
      type: 'team',
      heading: 'Our developers',
      layout: 'horizontal',
      tone: 'dark',
      members: [
        {
          image: portrait('Sofia Marin'),
          name: 'Sofia Marin',
          position: { label: 'Backend developer', color: 'success' },
          socials: [{ network: 'twitter', href: 'https://twitter.com/' }],
        },
      ],
    },
  },
  {
    id: 'team-initials',
    title: 'A member without a photo',
    data: {
      type: 'team',
      heading: 'New on the team',
      members: [{ name: 'Jo Anne Smith-Lee', position: { label: 'Intern' } }],
    },
  },
];
