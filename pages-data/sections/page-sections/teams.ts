import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { type Person, portrait } from '../../_people';

type Network = 'linkedin' | 'github' | 'twitter' | 'dribbble' | 'facebook' | 'instagram';

const member = (name: Person, label: string, description: string, networks: Network[]) => {
  return {
    image: portrait(name),
    name,
    position: { label },
    description,
    socials: networks.map((network) => ({ network, href: `https://www.${network}.com/` })),
  };
};

export default definePage({
  name: 'pagesections-teams',
  meta: {
    title: 'Teams – Page Sections',
    description:
      'Team cards with portraits, job titles and social buttons, on light and dark, stacked or side by side.',
  },
  nav: { title: 'Teams', order: 7 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'team-1',
      title: 'Team on light',
      blocks: [
        {
          type: 'team',
          heading: 'The executive team',
          description: 'The people who answer for your project, from the first call to the last release.',
          members: [
            {
              ...member(
                'Amara Okafor',
                'Chief executive',
                'Founded the company in 2024 after ten years of consulting.',
                ['linkedin', 'twitter'],
              ),
              href: { route: 'presentation', hash: '#secContactUs' },
            },
            member('Lukas Weber', 'Chief technology officer', 'Keeps releases coming every 2-3 weeks.', [
              'linkedin',
              'github',
            ]),
            member('Sofia Marin', 'Head of delivery', 'Plans the projects and the people on them.', ['linkedin']),
            member('Daniel Kim', 'Head of support', 'Runs the 24/7 help desk and its monitoring.', [
              'linkedin',
              'twitter',
            ]),
          ].map((m, index) => ({
            ...m,
            position: { label: m.position.label, color: index === 0 ? 'primary' : 'info' },
          })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'team-2',
      title: 'Team on dark',
      blocks: [
        {
          type: 'team',
          heading: 'Our designers',
          description: 'They turn requirements into screens people understand at first sight.',
          tone: 'dark',
          members: [
            member('Priya Nair', 'UI designer', 'Draws the screens and the design system.', ['dribbble', 'instagram']),
            member('Tomas Rivera', 'UX researcher', 'Tests every flow with real users.', ['linkedin']),
            member('Elena Petrova', 'Illustrator', 'Gives each product its own pictures.', ['dribbble', 'instagram']),
            member('Noah Fischer', 'Motion designer', 'Makes the interfaces move, gently.', ['facebook', 'dribbble']),
          ].map((m) => ({ ...m, position: { label: m.position.label, color: 'success' } })),
        },
      ],
    },
    {
      type: 'sample',
      id: 'team-horizontal',
      title: 'Horizontal team cards',
      blocks: [
        {
          type: 'team',
          heading: 'Meet the developers',
          layout: 'horizontal',
          members: [
            member('Lukas Weber', 'Backend developer', 'Builds the services behind the apps, in Java and Go.', [
              'github',
              'linkedin',
            ]),
            member('Sofia Marin', 'Frontend developer', 'Writes the web apps, accessible from the start.', ['github']),
            member('Daniel Kim', 'Mobile developer', 'Ships the iOS and Android apps.', ['github', 'twitter']),
            member('Elena Petrova', 'Test engineer', 'Automates the tests that run on every release.', ['linkedin']),
          ],
        },
      ],
    },
  ],
});
