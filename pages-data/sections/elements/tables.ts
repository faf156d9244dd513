import { definePage } from '../../../schema';
import { showcaseLayout } from '../_layout';
import { type Person, portrait } from '../../_people';

const person = (name: Person, department: string, title: string, status: boolean, date: string) => {
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '-');
  return {
    image: portrait(name),
    name,
    email: `${slug.split('-')[0]}@brightline-software.example`,
    position: { title, department },
    status,
    date,
    action: { href: { route: 'el-tables', hash: '#tables-simple' } },
  };
};

export default definePage({
  name: 'el-tables',
  meta: {
    title: 'Tables – Elements',
    description: 'A team table with portrait, name, email, position, online status, employment date and an edit link.',
  },
  nav: { title: 'Tables', order: 9 },
  layout: showcaseLayout,
  blocks: [
    {
      type: 'sample',
      id: 'tables-simple',
      title: 'Simple table',
      blocks: [
        {
          type: 'table',
          caption: 'Team members',
          rows: [
            person('Amara Okafor', 'Organization', 'Manager', true, '23/04/18'),
            person('Lukas Weber', 'Developer', 'Programmer', false, '11/01/19'),
            person('Sofia Marin', 'Projects', 'Executive', true, '19/09/17'),
            person('Daniel Kim', 'Developer', 'Programmer', true, '24/12/08'),
            person('Priya Nair', 'Executive', 'Manager', false, '04/10/21'),
            person('Tomas Rivera', 'Developer', 'Programmer', false, '14/09/20'),
          ],
        },
      ],
    },
  ],
});
