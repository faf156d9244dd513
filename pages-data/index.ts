import { definePage } from '../schema';

export default definePage({
  name: 'presentation',
  meta: {
    title: 'Brightline Software: IT consulting and software development',
    description:
      'IT consulting, custom software development, testing, infrastructure, help desk and cybersecurity services for businesses.',
  },
  layout: {
    navbar: { variant: 'transparent', sticky: true },
    bodyClass: ['presentation-page', 'bg-gray-200'],
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/office-dark', alt: '' },
      title: 'IT consulting and software development',
      description:
        'Since 2024 {company.name} has helped companies plan, build, test and run the software their business depends on.',
      actions: [
        { label: 'Our Service', href: '#secOurService', color: 'white', variant: 'contained' },
        { label: 'Contact Us', href: '#secContactUs', color: 'white', variant: 'outline' },
      ],
      minHeight: '75vh',
    },
    {
      type: 'card-grid',
      id: 'secSolution',
      title: 'Solutions We Deliver',
      description: 'Business systems designed around the way your company works.',
      columns: 4,
      cards: [
        {
          icon: 'apps',
          title: 'Enterprise Application',
          description: 'Custom enterprise applications that connect teams, data and processes.',
        },
        {
          icon: 'account_tree',
          title: 'Enterprise Resource Planning',
          description: 'ERP systems that bring finance, supply chain and operations into one place.',
        },
        {
          icon: 'groups',
          title: 'CRM Services',
          description: 'Customer relationship management that keeps sales, marketing and service in step.',
        },
        {
          icon: 'shopping_cart',
          title: 'eCommerce',
          description: 'Online stores and marketplaces built to grow with your catalogue and your traffic.',
        },
      ],
    },
    {
      type: 'card-grid',
      id: 'secOurService',
      title: 'Our Service',
      description: 'From the first idea to support in production, one team covers the whole life of your software.',
      columns: 4,
      cardStyle: 'plain',
      cards: [
        {
          icon: 'lightbulb',
          title: 'IT consulting',
          description: 'Technology strategy, architecture reviews and roadmaps that fit your business goals.',
        },
        {
          icon: 'code',
          title: 'Software development',
          description: 'Web, mobile and back-end applications built by experienced engineers.',
        },
        {
          icon: 'fact_check',
          title: 'Testing and QA',
          description: 'Manual and automated testing that keeps every release reliable.',
        },
        {
          icon: 'widgets',
          title: 'Application services',
          description: 'Maintenance, modernisation and integration of the applications you already run.',
        },
        {
          icon: 'cloud',
          title: 'Infrastructure services',
          description: 'Design, migration and operation of cloud and on-premises infrastructure.',
        },
        {
          icon: 'support_agent',
          title: 'Help Desk services',
          description: 'L1/L2/L3 support governed by a service level agreement (SLA).',
          details: [
            'L1: first-line support for users',
            'L2: technical troubleshooting',
            'L3: expert fixes in code and infrastructure',
          ],
        },
        {
          icon: 'security',
          title: 'Cybersecurity services',
          description: 'Protection of your systems and data, including penetration testing.',
          details: ['Penetration testing', 'Security audits and hardening'],
        },
      ],
    },
    {
      type: 'content',
      id: 'how-we-work',
      title: 'One team from the first workshop to production',
      text: [
        'We start with your goals, not a catalogue of services. The people who plan your software also build it, test it and stay on call once it runs, so nothing is lost between hand-overs.',
      ],
      image: { src: 'photos/team-laptops', alt: 'Developers planning a release together at their laptops' },
      imageSide: 'left',
      color: 'warning',
      items: [
        { icon: 'forum', title: 'Plan together', description: 'A workshop that ends in a plan you can act on.' },
        { icon: 'rocket_launch', title: 'Release often', description: 'A new version every two to three weeks.' },
        { icon: 'fact_check', title: 'Test every release', description: 'Automated and manual tests before it ships.' },
        { icon: 'support_agent', title: 'Run it for you', description: 'L1, L2 and L3 support under an SLA.' },
      ],
    },
    {
      type: 'card-grid',
      title: 'What Our Customers Get',
      description: 'Three promises we keep on every project.',
      tone: 'dark',
      columns: 3,
      cards: [
        {
          icon: 'workspace_premium',
          title: 'Predictable quality',
          description: 'A quality management system that makes results repeatable.',
          details: ['Quality management system set up in 2022', 'ISO 9001 certified'],
          color: 'info',
        },
        {
          icon: 'verified_user',
          title: 'Reliable delivery',
          description: 'Secure, resilient operations behind every engagement.',
          details: [
            'ISO 27001 certified',
            '24/7 in-house security monitoring',
            'Cloud-based infrastructure',
            'Ready for remote work',
          ],
          color: 'success',
        },
        {
          icon: 'rocket_launch',
          title: 'Fast development',
          description: 'Short cycles that put new features in front of users quickly.',
          details: [
            'New versions every 2-3 weeks',
            'Minor updates several times a day',
            'Agile process',
            'Cloud-native architecture',
          ],
          color: 'warning',
        },
      ],
    },
    {
      type: 'contact',
      id: 'secContactUs',
      title: 'Contact Us',
      description: 'Tell us about your project or the problem you need solved. We reply within 24 hours.',
      channels: [
        { icon: 'mail', label: 'Email', value: '{supportEmail}', href: 'mailto:{supportEmail}' },
        { icon: 'language', label: 'Website', value: 'brightline-software.example', href: '{company.providerUrl}' },
        { icon: 'badge', label: 'Company registration number', value: '{company.registrationNumber}' },
      ],
    },
  ],
});
