import { definePage } from '../../../../schema';
import { type Person, portrait } from '../../../_people';
import { PARTNERS } from '../../../_partners';

type Network = 'linkedin' | 'github' | 'twitter';

const member = (name: Person, label: string, description: string, networks: Network[]) => ({
  image: portrait(name),
  name,
  position: { label, color: 'info' as const },
  description,
  socials: networks.map((network) => ({ network, href: `https://www.${network}.com/` })),
});

export default definePage({
  meta: {
    title: 'Über uns | Brightline Software',
    description:
      'Lernen Sie das Team hinter Brightline Software kennen: Berater, Entwickler und Tester, die seit 2024 Software für Unternehmen entwickeln und betreiben.',
  },
  nav: { title: 'Über uns', order: 1 },
  layout: {
    navbar: {
      variant: 'transparent',
      menus: true,
      action: { label: 'Jetzt kaufen', href: { route: 'pricing' }, color: 'primary', size: 'sm' },
    },
  },
  blocks: [
    {
      type: 'hero',
      image: { src: 'photos/team-laptops', alt: '' },
      title: 'Arbeiten Sie mit einem großartigen',
      // Spec §4: the about page's typed words.
      typed: { words: ['Team', 'Design', 'Tool'] },
      description:
        'Wir sind Berater, Entwickler und Tester und planen, entwickeln und betreiben die Software, auf die Ihr Unternehmen angewiesen ist.',
      actions: [{ label: 'Konto erstellen', href: { route: 'signup-cover' }, color: 'white', variant: 'contained' }],
      socials: {
        label: 'Folgen Sie uns auf',
        links: [
          { network: 'facebook', href: 'https://www.facebook.com/' },
          { network: 'instagram', href: 'https://www.instagram.com/' },
          { network: 'twitter', href: 'https://twitter.com/' },
          { network: 'google', href: 'https://www.google.com/' },
        ],
      },
      minHeight: '75vh',
    },
    {
      type: 'card-grid',
      id: 'features',
      title: 'Warum Unternehmen mit uns arbeiten',
      description:
        'Ein Team begleitet Ihre Software über ihren gesamten Lebenszyklus, vom ersten Workshop bis zum Support im Produktivbetrieb.',
      columns: 4,
      cardStyle: 'tinted',
      cards: [
        {
          icon: 'menu_book',
          title: 'Vollständige Dokumentation',
          description:
            'Zu jeder Lieferung gehören Architekturnotizen, Benutzerhandbücher und dokumentierte Entscheidungen.',
        },
        {
          icon: 'rocket_launch',
          title: 'Schnelle Releases',
          description: 'Neue Versionen alle 2–3\u00a0Wochen und kleinere Updates mehrmals täglich.',
        },
        {
          icon: 'savings',
          title: 'Zeit und Geld sparen',
          description: 'Bewährte Bausteine und automatisierte Tests halten Projekte im Budget.',
        },
        {
          icon: 'devices',
          title: 'Voll responsiv',
          description: 'Anwendungen, die auf jedem Bildschirm funktionieren, vom Smartphone bis zum großen Monitor.',
        },
      ],
    },
    {
      type: 'team',
      heading: 'Die Geschäftsleitung',
      description: 'Die Menschen, die für Ihr Projekt einstehen, vom ersten Gespräch bis zum letzten Release.',
      layout: 'horizontal',
      tone: 'dark',
      members: [
        member('Amara Okafor', 'Geschäftsführerin', 'Gründete das Unternehmen 2024 nach zehn Jahren in der Beratung.', [
          'linkedin',
          'twitter',
        ]),
        member(
          'Lukas Weber',
          'Technischer Leiter (CTO)',
          'Sorgt dafür, dass alle 2–3\u00a0Wochen ein Release erscheint.',
          ['linkedin', 'github'],
        ),
        member('Sofia Marin', 'Leiterin Projektumsetzung', 'Plant die Projekte und die Teams dahinter.', ['linkedin']),
        member('Daniel Kim', 'Leiter Support', 'Verantwortet den 24/7-Helpdesk und dessen Monitoring.', [
          'linkedin',
          'twitter',
        ]),
      ],
    },
    {
      type: 'content',
      id: 'how-we-work',
      title: 'Gebaut, um zu bleiben',
      text: [
        'Die meisten unserer Kunden kamen für ein Projekt und blieben über Jahre. Wir dokumentieren, was wir bauen, übergeben, was Sie selbst betreiben möchten, und halten den Rest rund um die Uhr am Laufen.',
        {
          list: [
            'Ein festes Team, das Ihre Systeme kennt',
            'Releases, die Sie ein Quartal im Voraus planen können',
            'Ein Vertrag von der Beratung bis zum Support',
          ],
        },
      ],
      image: { src: 'photos/meeting', alt: 'Zwei Kolleginnen besprechen einen Plan an einem gemeinsamen Schreibtisch' },
      imageSide: 'right',
    },
    {
      type: 'logos',
      heading: 'Teams weltweit vertrauen uns',
      description:
        'Banken, Logistikunternehmen und Softwarehersteller entwickeln, testen und betreiben ihre Software mit uns.',
      logos: PARTNERS,
      // Spec §9: the about page's counters.
      counters: [
        { count: 5234, title: 'Projekte', description: 'Umgesetzt für große und kleine Kunden.' },
        { count: 3400, suffix: '+', title: 'Stunden', description: 'Support, Monat für Monat.' },
        {
          count: 24,
          suffix: '/7',
          duration: 4000,
          title: 'Support',
          description: 'Eigener Helpdesk und eigenes Monitoring.',
        },
      ],
    },
    {
      type: 'newsletter',
      title: 'Neuigkeiten aus erster Hand',
      description: 'Release Notes, Fallstudien und Veranstaltungen, einmal im Monat. Jederzeit abbestellbar.',
      email: { label: 'E-Mail', placeholder: 'name@example.com' },
      button: 'Abonnieren',
      image: { src: 'photos/desk-from-above', alt: '' },
    },
  ],
});
